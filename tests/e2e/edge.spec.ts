// @security The site through the production Worker (edge/, on workerd) from a bucket filled by the
// release code (the global setup's production site, ../support/production-site.ts): a generated
// page renders and hydrates with its remotes loaded from their versioned paths, under a
// Content-Security-Policy whose hashes the generator wrote; a script injected into the stored page
// after generation is refused by the browser.
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { readRegistry } from '../../release/src/registry.ts';
import { productionSite, productionStore } from '../support/production-site';

test('a generated page is served by the Worker, with the live remotes at their versioned paths', async ({ page }) => {
  const registry = await readRegistry(productionStore(), 'production');
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_apps/')) remoteRequests.push(request.url());
  });
  const response = await page.goto(`${productionSite}/en/contact`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.locator('main h1')).toBeVisible();
  const marketing = registry.apps['mf-marketing'].live.version;
  await expect.poll(() => remoteRequests.some((url) => url.includes(`/_apps/mf-marketing/${marketing}/`))).toBe(true);
  const missing = await page.goto(`${productionSite}/en/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('@security a script injected into a generated page after generation is refused by the browser', async ({ page }) => {
  const store = productionStore();
  const { pages } = await readRegistry(store, 'production');
  const key = `${pages!.dir}/en/contact/index.html`;
  const stored = await Promise.all([key, `${key}.gz`, `${key}.br`].map(async (name) => [name, (await store.read(name))!] as const));
  const html = stored[0][1].toString('utf8');
  const injected = html.replace('</body>', `<script>window.__injected = true; fetch('/evil')</script></body>`);
  expect(injected).not.toBe(html);
  const type = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
  try {
    // The stored twins too: whatever encoding the browser asks for, it gets the tampered page.
    await store.write(key, Buffer.from(injected), type);
    await store.write(`${key}.gz`, gzipSync(injected), type);
    await store.write(`${key}.br`, brotliCompressSync(injected), type);

    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`${productionSite}/en/contact`);
    expect(await page.content()).toContain('window.__injected = true');
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.every((violation) => violation.startsWith('script-src'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // The page's own scripts still run: it hydrates and works.
    await expect(page.locator('main h1')).toBeVisible();
  } finally {
    // The other specs read this site: the page goes back as generated.
    for (const [name, body] of stored) await store.write(name, body, type);
  }
});
