// Screens compared by picture: every public and admin screen (visual-screens.ts) in Spanish and
// Arabic at 390 and 1280 px, against the baselines in tests/e2e/__screenshots__/visual.spec.ts/ —
// the cookie choice stored, a freshly seeded backend of the spec's own, animations off, the date
// fixed. Plus the booking page's choice groups as a visitor sees them selected, hovered and focused:
// a choice whose colours vanish (a misspelt design token) shows up here, where axe cannot see it.
// A change meant to be seen: `npm run test:visual -- --update-snapshots`, then look at the new files.
import { expect, test, type Page } from '@playwright/test';
import { portBlock } from '../support/ports';
import { prepareVisit, settle, signInAdmin, switchToArabic, useOwnSite, VIEWPORTS } from '../support/visual';
import { ADMIN_SCREENS, PUBLIC_SCREENS, type VisualLanguage, type VisualScreen } from './visual-screens';

const site = useOwnSite(portBlock(20));

test.use({ timezoneId: 'Europe/Madrid', locale: 'es-ES', reducedMotion: 'reduce' });

async function compare(page: Page, screen: VisualScreen, language: VisualLanguage, width: keyof typeof VIEWPORTS) {
  await page.goto(`${site.baseUrl}${screen.paths[language]}`);
  await settle(page, screen.ready);
  if (screen.admin && language === 'ar') {
    await switchToArabic(page);
    await settle(page, screen.ready);
  }
  await expect.soft(page, `${screen.name} in ${language} at ${width} px`).toHaveScreenshot(`${screen.name}-${language}-${width}.png`, {
    mask: (screen.mask ?? []).map((selector) => page.locator(selector)),
  });
}

for (const language of ['es', 'ar'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: VIEWPORTS[width] });
      test.beforeEach(async ({ page }) => prepareVisit(page));

      test('public screens', async ({ page }) => {
        test.setTimeout(120_000);
        for (const screen of PUBLIC_SCREENS) await compare(page, screen, language, width);
      });

      test('admin screens', async ({ page }) => {
        test.setTimeout(120_000);
        // The login screen first: a signed-in visitor is sent on to the dashboard.
        for (const screen of ADMIN_SCREENS.filter((entry) => !entry.admin)) await compare(page, screen, language, width);
        await signInAdmin(page, site.supabaseUrl);
        for (const screen of ADMIN_SCREENS.filter((entry) => entry.admin)) await compare(page, screen, language, width);
      });

      test('booking choices: selected, hovered and focused', async ({ page }) => {
        const booking = PUBLIC_SCREENS.find((screen) => screen.name === 'booking')!;
        await page.goto(`${site.baseUrl}${booking.paths[language]}`);
        await settle(page, booking.ready);
        const form = page.locator('[data-page="booking"] form');
        const modes = form.locator('fieldset').filter({ has: page.locator('input[name="mode"]') });
        const days = form.locator('fieldset').filter({ has: page.locator('input[name="day"]') });
        const times = form.locator('fieldset').filter({ has: page.locator('input[name="startsAt"]') });
        const shot = (name: string) => `booking-${name}-${language}-${width}.png`;
        // The first mode is chosen from the start.
        await expect.soft(modes, 'modes, first one chosen').toHaveScreenshot(shot('modes-selected'));
        await form.locator('input[name="mode"]').nth(1).hover();
        await expect.soft(modes, 'modes, second one hovered').toHaveScreenshot(shot('modes-hovered'));
        await form.locator('input[name="mode"]').first().focus();
        await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight'); // the keyboard moves the choice, and shows the focus ring
        await page.mouse.move(0, 0);
        await expect.soft(modes, 'modes, second one chosen by keyboard').toHaveScreenshot(shot('modes-focused'));
        await form.locator('input[name="day"]').first().check();
        await form.locator('input[name="startsAt"]').nth(1).check();
        await page.mouse.move(0, 0);
        await expect.soft(days, 'days, first one chosen').toHaveScreenshot(shot('days-selected'));
        await expect.soft(times, 'times, second one chosen').toHaveScreenshot(shot('times-selected'));
      });
    });
  }
}
