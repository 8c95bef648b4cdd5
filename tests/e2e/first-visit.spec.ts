// What a first visit downloads: public pages read and write through postgrest-js, so the whole
// supabase-js (auth, realtime, storage) is only fetched by the admin area; and the federation
// runtime core is fetched once per page (provided by the shell), not once per remote.
import { expect, test, type Page } from '@playwright/test';

/** The bodies of every JavaScript file the page downloads, collected as they arrive. */
function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

const countIn = (bodies: string[], marker: string) => bodies.filter((body) => body.includes(marker)).length;
// A class only supabase-js's auth client defines, and a hook name only the federation runtime core has.
const SUPABASE_JS = 'GoTrueClient';
const RUNTIME_CORE = 'beforeLoadShare';

test('home and the blog render their data without downloading supabase-js; the admin login does', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_blog"][data-page="latestPosts"] article[data-post-slug]').first()).toBeVisible();
  await page.goto('/blog');
  await expect(page.locator('[data-remote="mf_blog"][data-page="blog"] article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(countIn(await Promise.all(scripts), SUPABASE_JS)).toBe(0);

  await page.goto('/admin-login');
  await expect(page.locator('[data-page="adminLogin"] h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(countIn(await Promise.all(scripts), SUPABASE_JS)).toBe(1);
});

test('the home page, with two remotes, downloads the federation runtime core once', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_marketing"][data-page="home"] h1')).toBeVisible();
  await expect(page.locator('[data-remote="mf_blog"][data-page="latestPosts"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(countIn(await Promise.all(scripts), RUNTIME_CORE)).toBe(1);
});

// What a visitor who reads the first screen of the home page does not need is not downloaded with
// it (issue #29): the carousel engine (embla) until a carousel nears the screen, and no date library
// at all (shared-i18n/src/dates.ts); the phone numbers' popover is the browser's (issue #47), so
// Radix's popover is never downloaded, not even when it opens.
const RADIX_POPOVER = '--radix-popover-content-transform-origin';
const EMBLA = 'slidesInView';
const DATE_FNS = 'Anno Domini';

test('the first screen of the home page downloads no popover panel, carousel engine or date library; the engine comes when reached', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('#root[data-live]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const firstScreen = await Promise.all(scripts);
  expect([RADIX_POPOVER, EMBLA, DATE_FNS].map((marker) => countIn(firstScreen, marker))).toEqual([0, 0, 0]);
  // The post dates are there all the same.
  await expect(page.locator('[data-page="latestPosts"] time').first()).toHaveText(/^\d{1,2} de \p{L}+ de \d{4}$/u);

  const testimonials = page.locator('#testimonials [aria-roledescription="carousel"]');
  await testimonials.scrollIntoViewIfNeeded();
  await expect.poll(async () => countIn(await Promise.all(scripts), EMBLA)).toBe(1);
  const selected = testimonials.locator('[aria-roledescription="slide"][data-selected]');
  const first = await selected.getAttribute('aria-label');
  await testimonials.getByRole('button', { name: 'Siguiente' }).click();
  await expect(selected).not.toHaveAttribute('aria-label', first!);

  const phones = page.locator('#contact').getByRole('button', { name: 'Ver los teléfonos' });
  await phones.click();
  await expect(page.getByRole('dialog', { name: 'Números de teléfono' }).locator('a[href^="tel:"]')).toHaveCount(2);
  expect(countIn(await Promise.all(scripts), RADIX_POPOVER)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Números de teléfono' })).toBeHidden();
  await expect(phones).toBeFocused();
});

test('a Next pressed on a carousel whose engine has not come yet is taken once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.locator('#root[data-live]')).toBeAttached();
  const testimonials = page.locator('#testimonials [aria-roledescription="carousel"]');
  const selected = testimonials.locator('[aria-roledescription="slide"][data-selected]');
  const first = await selected.getAttribute('aria-label');
  expect(countIn(await Promise.all(scripts), EMBLA)).toBe(0);
  // As a switch or voice-control user can, without the carousel coming near the screen first.
  await testimonials.getByRole('button', { name: 'Siguiente' }).dispatchEvent('click');
  await expect(selected).not.toHaveAttribute('aria-label', first!);
  expect(countIn(await Promise.all(scripts), EMBLA)).toBe(1);
});

test('the home and a service page lay out only what is near the screen: the sections further down wait until scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // content-visibility: auto (mf-marketing's sections.module.css and pages.module.css): a skipped
  // section's content is not rendered, so the first layout and each web font's re-layout cost less
  // (docs/performance.md).
  for (const [path, far] of [
    ['/', '[data-page="home"] #contact'],
    ['/servicios/derecho-civil-denia', '[data-page="service"] nav[aria-labelledby="other-title"]'],
  ]) {
    await page.goto(path);
    await expect(page.locator('#root[data-live]')).toBeAttached();
    const section = page.locator(far);
    const rendered = () => section.evaluate((element) => element.lastElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(), path).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(rendered, { message: path }).toBe(true);
  }
});
