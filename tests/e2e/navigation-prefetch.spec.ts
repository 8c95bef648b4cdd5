// A header link of a generated page followed before the chrome's code has arrived is a document
// navigation (links are never held: shell/src/remotes/early-hold-script.ts). The page it leads to is
// prefetched while the pointer rests on the link (speculation rules, under the page's CSP:
// site-generator/src/speculation-rules.ts), so the click is answered from memory. The first-byte times
// are printed beside those of a click made at once (the prefetch then starts only with the press).
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '../../shared-i18n/src/routes';
import { scriptGate } from '../support/script-gate';
import { productionSite as base } from '../support/production-site';
import { dismissCookieBanner, text } from './marketing-helpers';

/** How the current document was delivered, and when its first byte arrived (ms after navigation start). */
const delivery = (page: Page) =>
  page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as Array<PerformanceNavigationTiming & { deliveryType?: string }>;
    return { deliveryType: entry.deliveryType ?? '', responseStart: Math.round(entry.responseStart) };
  });

/** Every script held until the test ends (so pages are awaited at 'commit': their load event waits for them). */
async function holdScripts(page: Page) {
  const gate = await scriptGate(page);
  gate.hold();
  return gate.release;
}

/** The paths the browser has prefetched and holds ready, as Chromium's DevTools protocol reports them
 *  (a prefetch is not a request of the page's, so Playwright's request events do not show it). */
async function readyPrefetches(page: Page) {
  const paths: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Preload.prefetchStatusUpdated', (event) => {
    if (event.status === 'Ready') paths.push(new URL(event.prefetchUrl).pathname);
  });
  await cdp.send('Preload.enable');
  return paths;
}

for (const language of ['es', 'ar'] as const) {
  test(`${language}: a header link the pointer rests on is prefetched, and the click is answered from it`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|speculation/i.test(message.text())) violations.push(message.text());
    });
    const prefetches = await readyPrefetches(page);
    const release = await holdScripts(page);
    const blog = pathFor({ page: 'blog' }, language);
    const link = page.getByRole('banner').getByRole('link', { name: text(language, 'navigation', 'blog'), exact: true });

    // Clicked at once: the prefetch only starts with the press, so the document is mostly fetched after it.
    await page.goto(`${base}${pathFor({ page: 'contact' }, language)}`, { waitUntil: 'commit' });
    await link.click();
    await expect(page).toHaveURL(`${base}${blog}`);
    const cold = await delivery(page);

    // The pointer rests on the link first, as a visitor's does before clicking.
    await page.goto(`${base}${pathFor({ page: 'contact' }, language)}`, { waitUntil: 'commit' });
    await link.hover();
    await expect.poll(() => prefetches).toContain(blog);
    await link.click();
    await expect(page).toHaveURL(`${base}${blog}`);
    const warm = await delivery(page);
    console.log(`${language}: ${blog} first byte ${cold.responseStart} ms after a click at once, ${warm.responseStart} ms after resting on the link first`);
    expect(warm.deliveryType).toBe('navigational-prefetch');
    expect(violations).toEqual([]);
    release();
  });
}

test('the private apps are never prefetched', async ({ page }) => {
  await dismissCookieBanner(page); // the banner would cover the footer's link
  const prefetches = await readyPrefetches(page);
  const release = await holdScripts(page);
  await page.goto(`${base}/en`, { waitUntil: 'commit' });
  await page
    .locator(`a[href="${pathFor({ page: 'clientArea', subpath: '' }, 'en')}"]`)
    .first()
    .hover();
  await page.waitForTimeout(500); // longer than the hover that starts a prefetch (200 ms)
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'navigation', 'contact'), exact: true })
    .hover();
  await expect.poll(() => prefetches).toContain(pathFor({ page: 'contact' }, 'en'));
  expect(prefetches.filter((path) => path.includes('client-area'))).toEqual([]);
  release();
});
