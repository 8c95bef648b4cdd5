// A shared link shows a picture: every post page and blog list in all seven languages names an
// og:image (the post's own, else its generated card, site-generator/src/social-card.ts) that answers
// 200 with a 1200×630 PNG, served immutable, with its size, its alt text and the large Twitter card.
import { expect, test } from '@playwright/test';
import { productionSite as base } from '../support/production-site';

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** A PNG's size, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('every post page and blog list × 7 languages has an og:image answering 200 image/png at 1200×630', async () => {
  test.setTimeout(5 * 60_000);
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname).filter((path) => /^(\/[a-z]{2})?\/blog(\/|$)/.test(path));
  const posts = paths.filter((path) => /\/blog\/[^/]+$/.test(path));
  expect(posts.length).toBeGreaterThanOrEqual(7 * 8);
  expect(paths.length - posts.length).toBe(7);
  const cards = new Set<string>();
  for (const path of paths) {
    const html = await (await fetch(`${base}${path}`)).text();
    const image = meta(html, 'og:image');
    expect(image, path).toBeTruthy();
    expect({ path, card: meta(html, 'twitter:card'), width: meta(html, 'og:image:width'), height: meta(html, 'og:image:height') }).toEqual({
      path,
      card: 'summary_large_image',
      width: '1200',
      height: '630',
    });
    expect(meta(html, 'og:image:alt')?.length, path).toBeGreaterThan(5);
    const response = await fetch(`${base}${new URL(image!).pathname}`);
    expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({ path, status: 200, type: 'image/png' });
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(pngSize(Buffer.from(await response.arrayBuffer())), path).toEqual({ width: 1200, height: 630 });
    cards.add(image!);
  }
  // One card per page: each language's title is its own.
  expect(cards.size).toBe(paths.length);
});
