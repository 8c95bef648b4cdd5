// A remote released after the pages were generated, for real: the pages are generated, then mf-blog
// alone is rebuilt with a changed post heading and served. The post page shows the new heading,
// the shell's header and footer stay the very elements that hydrated (not re-rendered), and the
// mismatch is reported (console and the mf:remote-load-error event).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildApp } from '../../scripts/lib/build-apps.mjs';
import { repoRoot } from '../../scripts/lib/repo.mjs';
import { portBlock } from '../support/ports';
import { scriptGate } from '../support/script-gate';
import { startSiteStack } from '../support/stack';

const PORTS = portBlock(9);
const base = `http://localhost:${PORTS.shell}`;
// Beside the apps, so the copy's relative imports (../../config, the workspace packages) resolve.
const variantDir = path.join(repoRoot, `.variant-mf-blog-${process.pid}`);
let outDir: string;
let stack: Awaited<ReturnType<typeof startSiteStack>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await cp(path.join(repoRoot, 'mf-blog'), variantDir, {
    recursive: true,
    filter: (source) => !/\/(node_modules|dist|dist-server)(\/|$)/.test(source.slice(repoRoot.length)),
  });
  const page = path.join(variantDir, 'src/pages/blog-post-page.tsx');
  const source = await readFile(page, 'utf8');
  const changed = source.replace('<h1 className={styles.title}>{post.title}</h1>', '<h1 className={styles.title}>{post.title} — v2</h1>');
  expect(changed).not.toBe(source);
  await writeFile(page, changed);
  outDir = await mkdtemp(path.join(tmpdir(), 'mf-blog-v2-'));
  const dist = path.join(outDir, 'dist');
  await buildApp('mf_blog', {
    env: { ...process.env, APP_SOURCE_DIR: variantDir, APP_DIST_DIR: dist, APP_SERVER_DIST_DIR: path.join(outDir, 'dist-server') },
    distDir: dist,
  });
  stack = await startSiteStack(PORTS, { prerendered: true });
  await stack.stopApp('mf_blog');
  await stack.startApp('mf_blog', dist);
});

test.afterAll(async () => {
  await stack?.close();
  await rm(variantDir, { recursive: true, force: true });
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

test('mf-blog rebuilt alone after the pages were generated: the post shows its new heading, the chrome stays hydrated, the mismatch is reported', async ({
  page,
}) => {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const postPath = new URL([...sitemap.matchAll(/<loc>([^<]+\/blog\/[^<]+)<\/loc>/g)][0][1]).pathname;
  const generated = await (await fetch(`${base}${postPath}`)).text();
  const title = /<h1 class="[^"]*">([^<]+)<\/h1>/.exec(generated)![1];
  expect(generated).not.toContain('— v2');

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

  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText(`${title} — v2`, { timeout: 30_000 });
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
