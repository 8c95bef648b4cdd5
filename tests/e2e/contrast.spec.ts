// Contrast where axe cannot see: the text of every choice card and button, measured against what is
// painted behind it (not the transparent input over the card), in each state a visitor meets —
// chosen or not, hovered, focused by keyboard — must meet WCAG AA (4.5:1, 3:1 for large text).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { injectSession } from '../support/admin-auth';
import { contrastFailures } from '../support/contrast';
import { prepareVisit, settle, switchToArabic, VIEWPORTS } from '../support/visual';
import { PUBLIC_SCREENS } from './visual-screens';

test.use({ timezoneId: 'Europe/Madrid', locale: 'es-ES', reducedMotion: 'reduce' });

/** The card (label) of each radio named `name`. */
const cards = (page: Page, name: string) => page.locator(`[data-page="booking"] form label:has(input[name="${name}"])`);

/** Colours are read once they have stopped changing (a button's background fades on a state change). */
async function finishedTransitions(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Contrast of `elements` as they are, hovered one by one and focused one by one. */
async function everyState(page: Page, elements: Locator, label: string) {
  await finishedTransitions(page);
  const failures = await contrastFailures(elements, `${label} at rest`);
  for (let i = 0; i < (await elements.count()); i++) {
    await elements.nth(i).hover();
    await finishedTransitions(page);
    failures.push(...(await contrastFailures(elements.nth(i), `${label} #${i + 1} hovered`)));
  }
  await page.mouse.move(0, 0);
  return failures;
}

for (const language of ['es', 'ar'] as const) {
  for (const width of [1280, 390] as const) {
    test(`booking choices and buttons in ${language} at ${width} px`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[width]);
      await prepareVisit(page);
      const booking = PUBLIC_SCREENS.find((screen) => screen.name === 'booking')!;
      await page.goto(booking.paths[language]);
      await settle(page, booking.ready);
      const failures: string[] = [];

      // Modes: the first chosen, then each chosen in turn with the keyboard (focus ring showing).
      failures.push(...(await everyState(page, cards(page, 'mode'), 'mode')));
      await page.locator('input[name="mode"]').first().focus();
      for (let i = 1; i < (await cards(page, 'mode').count()); i++) {
        await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        await expect(page.locator('input[name="mode"]').nth(i)).toBeFocused();
        failures.push(...(await contrastFailures(cards(page, 'mode'), `modes with #${i + 1} chosen and focused`)));
      }

      // The slot picker: days, then the times of the first day, none and one chosen.
      failures.push(...(await everyState(page, cards(page, 'day'), 'day')));
      await page.locator('input[name="day"]').first().check();
      failures.push(...(await contrastFailures(cards(page, 'day'), 'days with #1 chosen')));
      failures.push(...(await everyState(page, cards(page, 'startsAt'), 'time')));
      await page.locator('input[name="startsAt"]').first().check();
      failures.push(...(await contrastFailures(cards(page, 'startsAt'), 'times with #1 chosen')));

      // The submit button (accent), at rest, hovered and focused.
      const submit = page.locator('[data-page="booking"] form button[type="submit"]');
      failures.push(...(await everyState(page, submit, 'submit')));
      await submit.focus();
      failures.push(...(await contrastFailures(submit, 'submit focused')));
      expect(failures).toEqual([]);
    });
  }

  test(`cookie banner buttons in ${language}`, async ({ page }) => {
    await page.goto(language === 'es' ? '/' : '/ar');
    const buttons = page.locator('[class*="banner"] button');
    await expect(buttons.first()).toBeVisible();
    expect(await everyState(page, buttons, 'cookie banner button')).toEqual([]);
  });

  test(`admin primary and secondary buttons and navigation in ${language}`, async ({ page }) => {
    await prepareVisit(page);
    await injectSession(page);
    await page.goto('/config-blogmr/citas');
    await settle(page, '[data-page="admin:citas"] h2');
    if (language === 'ar') {
      await switchToArabic(page);
      await settle(page, '[data-page="admin:citas"] h2');
    }
    const header = page.locator('[data-page="admin:citas"] header button');
    const failures = await everyState(page, header, 'bookings header button');
    // The other view chosen: the pressed button changes from secondary to primary.
    const other = page.locator('[data-page="admin:citas"] header [role="group"] button').nth(1); // day view, week being the default
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    failures.push(...(await everyState(page, header, 'bookings header button, other view')));
    failures.push(...(await everyState(page, page.locator('[data-page="admin"] nav a'), 'admin navigation link')));
    expect(failures).toEqual([]);
  });
}
