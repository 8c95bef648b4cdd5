// Screens compared by picture: every public and admin screen (visual-screens.ts) in Spanish and
// Arabic at 1280 and 390 px, against the baselines in tests/e2e/__screenshots__/visual.spec.ts/ —
// the cookie choice stored, a freshly seeded backend of the spec's own, animations off, the date
// fixed. Plus the booking page's choice groups as a visitor sees them chosen, hovered and focused:
// a choice whose colours vanish (a misspelt design token) shows up here, where axe cannot see it.
// A change meant to be seen: `npm run test:visual -- --update-snapshots`, then look at the new files.
import { expect, test, type Page } from '@playwright/test';
import { portBlock } from '../support/ports';
import { prepareVisit, settle, signInAdmin, switchToArabic, useOwnSite, VIEWPORTS } from '../support/visual';
import { ADMIN_SCREENS, PUBLIC_SCREENS, type VisualLanguage, type VisualScreen } from './visual-screens';

const site = useOwnSite(portBlock(20));
const WIDTHS = [1280, 390] as const;

test.use({ timezoneId: 'Europe/Madrid', locale: 'es-ES', reducedMotion: 'reduce', viewport: VIEWPORTS[1280] });
test.beforeEach(async ({ page }) => prepareVisit(page));

/** The screen at each width: one load, then the window narrowed (nothing on the site reads the width in script). */
async function compareWidths(page: Page, screen: VisualScreen, language: VisualLanguage) {
  for (const width of WIDTHS) {
    await page.setViewportSize(VIEWPORTS[width]);
    await settle(page, screen.ready);
    await expect.soft(page, `${screen.name} in ${language} at ${width} px`).toHaveScreenshot(`${screen.name}-${language}-${width}.png`, {
      mask: (screen.mask ?? []).map((selector) => page.locator(selector)),
    });
  }
  await page.setViewportSize(VIEWPORTS[1280]);
}

for (const language of ['es', 'ar'] as const) {
  test.describe(language, () => {
    test('public screens', async ({ page }) => {
      test.setTimeout(180_000);
      for (const screen of PUBLIC_SCREENS) {
        await page.goto(`${site.baseUrl}${screen.paths[language]}`);
        await compareWidths(page, screen, language);
      }
    });

    test('admin screens', async ({ page }) => {
      test.setTimeout(180_000);
      // The login screen first: a signed-in visitor is sent on to the dashboard.
      const [login, ...screens] = [...ADMIN_SCREENS].sort((a, b) => Number(!!a.admin) - Number(!!b.admin));
      await page.goto(`${site.baseUrl}${login.paths[language]}`);
      await settle(page, login.ready);
      if (language === 'ar') await switchToArabic(page);
      await compareWidths(page, login, language);

      await signInAdmin(page, site.supabaseUrl);
      await page.goto(`${site.baseUrl}${screens[0].paths[language]}`);
      await settle(page, screens[0].ready);
      if (language === 'ar') await switchToArabic(page); // admin paths carry no language: it stays while the admin moves on
      for (const screen of screens) {
        // From screen to screen through the admin's own navigation, as staff do (and without reloading it).
        const link = page.locator(`[data-page="admin"] nav a[href="${screen.paths[language]}"]`);
        if (!page.url().endsWith(screen.paths[language])) await link.click();
        await compareWidths(page, screen, language);
      }
    });

    for (const width of WIDTHS) {
      test(`booking choices at ${width} px: chosen, hovered and focused`, async ({ page }) => {
        await page.setViewportSize(VIEWPORTS[width]);
        const booking = PUBLIC_SCREENS.find((screen) => screen.name === 'booking')!;
        await page.goto(`${site.baseUrl}${booking.paths[language]}`);
        await settle(page, booking.ready);
        const form = page.locator('[data-page="booking"] form');
        const group = (name: string) => form.locator('fieldset').filter({ has: page.locator(`input[name="${name}"]`) });
        const shot = (name: string) => `booking-${name}-${language}-${width}.png`;
        // The first mode is chosen from the start.
        await expect.soft(group('mode'), 'modes, first one chosen').toHaveScreenshot(shot('modes-selected'));
        await form.locator('input[name="mode"]').nth(1).hover();
        await expect.soft(group('mode'), 'modes, second one hovered').toHaveScreenshot(shot('modes-hovered'));
        await form.locator('input[name="mode"]').first().focus();
        await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight'); // the keyboard moves the choice, and shows the focus ring
        await page.mouse.move(0, 0);
        await expect.soft(group('mode'), 'modes, second one chosen by keyboard').toHaveScreenshot(shot('modes-focused'));
        await form.locator('input[name="day"]').first().check();
        await form.locator('input[name="startsAt"]').nth(1).check();
        await page.mouse.move(0, 0);
        await expect.soft(group('day'), 'days, first one chosen').toHaveScreenshot(shot('days-selected'));
        await expect.soft(group('startsAt'), 'times, second one chosen').toHaveScreenshot(shot('times-selected'));
      });
    }
  });
}
