// @security The site through the production Worker (edge/, on workerd) from a bucket filled by the
// release code: a generated page renders and hydrates with its remotes loaded from their versioned
// paths, under a Content-Security-Policy whose hashes the generator wrote; a script injected into the
// stored page after generation is refused by the browser.
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/release/registry.ts';
import { releaseAll, startEdgeSite, type EdgeSite } from '../support/edge-site';
import { portBlock } from '../support/ports';

const port = portBlock(11).shell;
let site: EdgeSite;

test.beforeAll(async () => {
  // Four releases and one generation of every page (~3 min on an idle 2-core machine).
  test.setTimeout(1_500_000);
  site = await startEdgeSite({ port });
  await releaseAll(site);
});
test.afterAll(async () => site?.close());

test('a generated page is served by the Worker, with the live remotes at their versioned paths', async ({ page }) => {
  const registry = await readRegistry(site.target, 'production');
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_apps/')) remoteRequests.push(request.url());
  });
  const response = await page.goto(`${site.url}/en/contact`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.locator('main h1')).toBeVisible();
  const marketing = registry.apps['mf-marketing'].live.version;
  await expect.poll(() => remoteRequests.some((url) => url.includes(`/_apps/mf-marketing/${marketing}/`))).toBe(true);
  const missing = await page.goto(`${site.url}/en/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('@security a script injected into a generated page after generation is refused by the browser', async ({ page }) => {
  const { pages } = await readRegistry(site.target, 'production');
  const key = `${pages!.dir}/en/contact/index.html`;
  const html = (await site.target.read(key))!.toString('utf8');
  const injected = html.replace('</body>', `<script>window.__injected = true; fetch('/evil')</script></body>`);
  expect(injected).not.toBe(html);
  const type = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
  // The stored twins too: whatever encoding the browser asks for, it gets the tampered page.
  await site.target.write(key, Buffer.from(injected), type);
  await site.target.write(`${key}.gz`, gzipSync(injected), type);
  await site.target.write(`${key}.br`, brotliCompressSync(injected), type);

  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(`${site.url}/en/contact`);
  expect(await page.content()).toContain('window.__injected = true');
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.every((violation) => violation.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  // The page's own scripts still run: it hydrates and works.
  await expect(page.locator('main h1')).toBeVisible();
});
