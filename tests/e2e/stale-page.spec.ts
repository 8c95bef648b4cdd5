// A remote released after the pages were generated, for real: the pages are generated, then mf-blog
// alone is rebuilt with a changed post heading and served. The post page shows the new heading,
// the shell's header and footer stay the very elements that hydrated (not re-rendered), and the
// mismatch is reported (console and the mf:remote-load-error event).
import { expect, test } from '@playwright/test';
import { portBlock } from '../support/ports';
import { scriptGate } from '../support/script-gate';
import { startSiteStack } from '../support/stack';
import { buildBlogVariant, V2_MARK } from '../support/variant-build';

const PORTS = portBlock(9);
const base = `http://localhost:${PORTS.shell}`;
let variant: Awaited<ReturnType<typeof buildBlogVariant>> | undefined;
let stack: Awaited<ReturnType<typeof startSiteStack>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  variant = await buildBlogVariant();
  stack = await startSiteStack(PORTS, { prerendered: true });
  await stack.stopApp('mf_blog');
  await stack.startApp('mf_blog', variant.dist);
});

test.afterAll(async () => {
  await stack?.close();
  await variant?.remove();
});

test('mf-blog rebuilt alone after the pages were generated: the post shows its new heading, the chrome stays hydrated, the mismatch is reported', async ({
  page,
}) => {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const postPath = new URL([...sitemap.matchAll(/<loc>([^<]+\/blog\/[^<]+)<\/loc>/g)][0][1]).pathname;
  const generated = await (await fetch(`${base}${postPath}`)).text();
  const title = /<h1 class="[^"]*">([^<]+)<\/h1>/.exec(generated)![1];
  expect(generated).not.toContain(V2_MARK);

  // Scripts wait until the generated header and footer are marked.
  const scripts = await scriptGate(page);
  scripts.hold();
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('the generated page and the live code differ')) reports.push(message.text());
  });
  await page.addInitScript(() => {
    window.addEventListener('mf:remote-load-error', (event) => {
      const store = window as unknown as { __reported?: unknown[] };
      store.__reported = [...(store.__reported ?? []), (event as CustomEvent).detail];
    });
  });
  await page.goto(`${base}${postPath}`, { waitUntil: 'commit' });
  await page.locator('footer').first().waitFor({ state: 'attached' });
  await page.evaluate(() => {
    for (const element of [document.querySelector('header'), document.querySelector('footer')])
      (element as unknown as { __generated: boolean }).__generated = true;
  });
  scripts.release();

  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText(`${title}${V2_MARK}`, { timeout: 30_000 });
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  const sameChrome = await page.evaluate(() =>
    [document.querySelector('header'), document.querySelector('footer')].map(
      (element) => (element as unknown as { __generated?: boolean } | null)?.__generated === true,
    ),
  );
  expect(sameChrome).toEqual([true, true]);
  expect(reports.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { __reported?: Array<{ lifecycle: string }> }).__reported?.map((detail) => detail.lifecycle)),
  ).toContain('hydrate');
});
