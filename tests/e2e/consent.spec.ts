// No non-essential cookie or storage before consent; Reject is as prominent and reachable as Accept.
import { expect, test } from '@playwright/test';

const EXEMPT_STORAGE = /^(cookie_consent|selectedLanguage|preferredLanguage|sb-.*)$/;

test('nothing but exempt storage before a choice, and Reject weighs as much as Accept', async ({ page, context }) => {
  await page.goto('/');
  await page.goto('/blog');
  const banner = page.getByRole('region', { name: 'Cookies en esta web' });
  await expect(banner).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(stored.filter((key) => !EXEMPT_STORAGE.test(key))).toEqual([]);

  const accept = banner.getByRole('button', { name: 'Aceptar' });
  const reject = banner.getByRole('button', { name: 'Rechazar' });
  const configure = banner.getByRole('button', { name: 'Configurar' });
  const [a, r, c] = await Promise.all([accept.boundingBox(), reject.boundingBox(), configure.boundingBox()]);
  expect(r!.width).toBeCloseTo(a!.width, 0);
  expect(r!.height).toBeCloseTo(a!.height, 0);
  expect(c!.width).toBeCloseTo(a!.width, 0);
  expect(await reject.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await accept.evaluate((el) => getComputedStyle(el).backgroundColor));

  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  const choice = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'));
  expect(choice).toMatchObject({ analytics: false, version: 1 });
  expect(await context.cookies()).toEqual([]);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies en esta web' })).toBeHidden();
});

test('the banner and the footer stay painted in every frame while the page hydrates', async ({ page }) => {
  // A lazy part suspending in their Suspense boundary after hydration made React hide both
  // (display: none) until its code came: ~100 ms without a banner on every generated page.
  await page.addInitScript(() => {
    const gaps: string[] = ((window as unknown as { __gaps: string[] }).__gaps = []);
    const sample = () => {
      for (const selector of ['[data-consent-action="reject"]', 'footer']) {
        const element = document.querySelector(selector);
        if (element && !element.checkVisibility()) gaps.push(`${selector} hidden at ${Math.round(performance.now())} ms`);
      }
      if (!document.querySelector('#root[data-hydrated]')) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/blog');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Cookies en esta web' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __gaps: string[] }).__gaps)).toEqual([]);
});

test('what a visitor opens while the banner waits for a choice is not under it: the phone numbers, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookies en esta web' })).toBeVisible();
  const phones = page.locator('#contact').getByRole('button', { name: 'Ver los teléfonos' });
  // Scrolled as a thumb leaves it: the button just above the banner, so the numbers open over it.
  await phones.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 200));
  await phones.click();
  const numbers = page.getByRole('dialog', { name: 'Números de teléfono' }).locator('a[href^="tel:"]');
  await expect(numbers).toHaveCount(2);
  for (const number of await numbers.all()) {
    // The element a tap at the number's middle reaches is the number itself.
    expect(
      await number.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
  }
});

test('the footer’s cookie settings reopen the choice per purpose', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: /^Accept/ }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const banner = page.getByRole('region', { name: /cookies/i });
  await expect(banner).toBeVisible();
  const analytics = banner.getByRole('checkbox').nth(1);
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  await banner.getByRole('button', { name: /save/i }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent')!).analytics)).toBe(false);
});

test('a choice older than 24 months is asked again', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const decidedAt = new Date(Date.now() - 731 * 24 * 3600 * 1000).toISOString();
    localStorage.setItem('cookie_consent', JSON.stringify({ analytics: true, decidedAt, version: 1 }));
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies en esta web' })).toBeVisible();
});
