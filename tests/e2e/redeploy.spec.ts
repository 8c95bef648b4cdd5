// mf-blog is released alone: rebuilt with a changed heading and restarted, the composed site shows
// the new heading while the shell's build and server stay untouched.
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { buildApp } from '../../scripts/lib/build-apps.mjs';
import { portBlock } from '../support/ports';
import { startSiteStack } from '../support/stack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let stack: Awaited<ReturnType<typeof startSiteStack>>;
let workDir: string;
test.beforeAll(async () => {
  stack = await startSiteStack(portBlock(2));
  workDir = await mkdtemp(path.join(tmpdir(), 'mf-blog-release-'));
});
test.afterAll(async () => {
  await stack?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a rebuilt and restarted mf-blog shows its new heading in the composed site', async ({ page }) => {
  test.setTimeout(120_000);
  const shellHtml = path.join(repoRoot, 'shell/dist/index.html');
  const shellBuiltAt = (await stat(shellHtml)).mtimeMs;

  await page.goto(stack.url('/blog'));
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText('Blog jurídico');

  // A new release of mf-blog whose Spanish heading changed, built into its own folder.
  const publicDir = path.join(workDir, 'public');
  const distDir = path.join(workDir, 'dist');
  await cp(path.join(repoRoot, 'mf-blog/public'), publicDir, { recursive: true });
  const localeFile = path.join(publicDir, 'locales/es/blog.json');
  const locale = JSON.parse(await readFile(localeFile, 'utf8'));
  locale.list.title = 'Blog jurídico — nueva versión';
  await writeFile(localeFile, JSON.stringify(locale));
  await buildApp('mf_blog', { env: { ...process.env, APP_DIST_DIR: distDir, APP_PUBLIC_DIR: publicDir }, distDir });

  await stack.stopApp('mf_blog');
  await stack.startApp('mf_blog', distDir);
  await page.reload();
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText('Blog jurídico — nueva versión');
  expect((await stat(shellHtml)).mtimeMs).toBe(shellBuiltAt);
});
