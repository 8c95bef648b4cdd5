// A generated page's title and description never show another page's state while it starts (#47):
// every value document.title and <meta name="description"> take from the first byte until the page
// is idle is recorded, on a post, the blog list and a service page, in Spanish and Arabic, on the
// production site (the Worker), with a phone's CPU so that start-up takes as long as it does for a
// visitor. The shell's generic head ("Artículo | MR Abogados Dénia") once replaced a post's for half a
// second, until the post's own code had loaded.
import { expect, test, type Page } from '@playwright/test';
import { pathFor, type Language } from 'shared-i18n';
import { productionSite as base } from '../support/production-site';

/** The first post of the sitemap in `language`. */
async function postPath(language: Language): Promise<string> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const blog = pathFor({ page: 'blog' }, language);
  const posts = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname).filter((path) => path.startsWith(`${blog}/`));
  expect(posts.length, `a post in ${language}`).toBeGreaterThan(0);
  return posts[0];
}

/** Records the head from before the first byte is parsed; read with `heads(page)`. */
async function recordHead(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const record = () => {
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      // Until the parser reaches <body>, the head is still arriving (the title before its description).
      if (!document.body) return;
      const value = `${document.title}\n${description}`;
      if (seen.at(-1) !== value) seen.push(value);
    };
    (window as unknown as { __heads: string[] }).__heads = seen;
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('DOMContentLoaded', record);
  });
}

const heads = (page: Page) => page.evaluate(() => (window as unknown as { __heads: string[] }).__heads);

const pages: Array<[string, (language: Language) => Promise<string>]> = [
  ['post', postPath],
  ['blog list', async (language) => pathFor({ page: 'blog' }, language)],
  ['service page', async (language) => pathFor({ page: 'service', service: 'inheritance' }, language)],
];

for (const language of ['es', 'ar'] as const) {
  for (const [name, pathOf] of pages) {
    test(`${name} (${language}): title and description keep the generated values until idle`, async ({ page }) => {
      const path = await pathOf(language);
      await recordHead(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated, and then a moment for anything queued after it.
      await expect(page.locator('#root[data-hydrated][data-live]')).toHaveCount(1, { timeout: 30_000 });
      await page.waitForTimeout(1500);
      const values = await heads(page);
      expect(values.length, `${path}: ${JSON.stringify(values)}`).toBeGreaterThan(0);
      expect(values, path).toEqual([values[0]]);
      expect(values[0]).not.toMatch(/^\n/);
    });
  }
}
