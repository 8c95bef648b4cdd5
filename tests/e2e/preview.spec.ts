// @security Composed previews (issue 48, deliverable 2; README, "Previews"): a build of mf-blog whose
// headings differ is released as a candidate (`npm run release -- mf-blog --candidate`: nothing goes
// live) and `npm run preview` prints a link. Whoever opens it gets the candidate composed with the
// live shell and mf-marketing — the blog list and a post show its headings, generated pages hydrate
// with its code, a banner names it — while a browser without the cookie gets the live version at the
// same moment; a tampered or expired cookie changes nothing; the registry never moves.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext } from '@playwright/test';
import { repoRoot } from '../../config/repo.mjs';
import { PREVIEW_COOKIE, signPreview } from '../../edge/src/preview-token.ts';
import { readRegistry } from '../../release/src/registry.ts';
import { PRODUCTION_PREVIEW_SECRET, PRODUCTION_STORE_TOKEN, productionSite, productionStore } from '../support/production-site';
import { buildBlogVariant, V2_MARK } from '../support/variant-build';

const run = promisify(execFile);
let variant: Awaited<ReturnType<typeof buildBlogVariant>> | undefined;
let candidate: string;
let link: string;
let registryBefore: string;
let postPath: string;

/** The project's own commands, as QA runs them against this site's Worker (npm start prints these variables). */
const command = (script: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CLOUDFLARE_LOCAL_URL: productionSite,
      STORE_ADMIN_TOKEN: process.env[PRODUCTION_STORE_TOKEN],
      PREVIEW_SECRET: process.env[PRODUCTION_PREVIEW_SECRET],
      SITE_URL: productionSite,
    },
  });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  registryBefore = JSON.stringify(await readRegistry(productionStore(), 'production'));
  variant = await buildBlogVariant({ listHeading: true });
  const released = await command('release/src/cli.ts', [
    'release',
    'mf-blog',
    '--candidate',
    '--env',
    'production',
    '--target',
    'cloudflare',
    '--no-build',
    '--dist',
    variant.dist,
    '--server-dist',
    variant.serverDist,
  ]);
  candidate = released.stdout.trim().split('\n').at(-1)!;
  expect(candidate).toMatch(/^\d{14}-[0-9a-z]+$/);
  const previewed = await command('release/src/preview-cli.ts', [
    'mf-blog',
    '--version',
    candidate,
    '--env',
    'production',
    '--target',
    'cloudflare',
    '--path',
    '/blog',
  ]);
  link = previewed.stdout.trim();
  expect(link.startsWith(`${productionSite}/__preview?token=`)).toBe(true);
  expect(previewed.stderr).toContain(`Preview of mf-blog ${candidate} with everything else live in production`);
  const sitemap = await (await fetch(`${productionSite}/sitemap.xml`)).text();
  postPath = new URL([...sitemap.matchAll(/<loc>([^<]+\/blog\/[^<]+)<\/loc>/g)][0][1]).pathname;
});
test.afterAll(async () => {
  await variant?.remove();
});

const blogHeading = (context: BrowserContext) => context.pages()[0].locator('[data-remote="mf_blog"] h1').first();

test('the link composes the candidate with what is live, for its visitor only', async ({ browser }) => {
  const qa = await browser.newContext();
  const visitor = await browser.newContext();
  try {
    const page = await qa.newPage();
    const other = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // QA follows the link: it lands on /blog, the token gone from the address bar.
    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await expect(blogHeading(qa)).toContainText(V2_MARK, { timeout: 30_000 });
    const banner = page.getByRole('complementary', { name: 'Vista previa de versiones candidatas' });
    await expect(banner).toContainText(`Vista previa: mf-blog ${candidate}`);
    await expect(banner.getByRole('link', { name: 'Salir de la vista previa' })).toBeVisible();
    // The shell and mf-marketing are the live ones: /env.js names the candidate for mf-blog only.
    const registry = await readRegistry(productionStore(), 'production');
    const remotes = await page.evaluate(() => (window as unknown as { __ENV__: { remotes: Record<string, string> } }).__ENV__.remotes);
    expect(remotes.mf_blog).toContain(`/_apps/mf-blog/${candidate}/`);
    expect(remotes.mf_marketing).toContain(`/_apps/mf-marketing/${registry.apps['mf-marketing'].live.version}/`);

    // Client navigation to a post, then a post's generated page loaded afresh: the candidate's heading.
    await page.locator(`a[href="${postPath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${postPath}$`));
    await expect(blogHeading(qa)).toContainText(V2_MARK, { timeout: 30_000 });
    await page.goto(`${productionSite}${postPath}`);
    await expect(blogHeading(qa)).toContainText(V2_MARK, { timeout: 30_000 });
    // The home (mf-marketing, live) renders as for everyone.
    await page.goto(`${productionSite}/`);
    await expect(page.locator('[data-remote="mf_marketing"] h1').first()).toBeVisible();
    // In Arabic the banner speaks Arabic.
    await page.goto(`${productionSite}/ar/blog`);
    await expect(page.getByRole('complementary', { name: 'معاينة إصدارات مرشحة' })).toContainText(`معاينة: mf-blog ${candidate}`);

    // At the same moment, a visitor without the cookie gets the live version and no banner.
    await other.goto(`${productionSite}/blog`);
    await expect(other.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(blogHeading(visitor)).not.toContainText(V2_MARK);
    await other.goto(`${productionSite}${postPath}`);
    await expect(other.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(blogHeading(visitor)).not.toContainText(V2_MARK);
    await expect(other.getByRole('complementary', { name: 'Vista previa de versiones candidatas' })).toHaveCount(0);

    // Exit: back to the live site.
    await page.goto(`${productionSite}/blog`);
    await page.getByRole('link', { name: 'Salir de la vista previa' }).click();
    await expect(page).toHaveURL(`${productionSite}/`);
    expect((await qa.cookies()).some((cookie) => cookie.name === PREVIEW_COOKIE)).toBe(false);
    await page.goto(`${productionSite}/blog`);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(blogHeading(qa)).not.toContainText(V2_MARK);
    expect(errors).toEqual([]);
  } finally {
    await qa.close();
    await visitor.close();
  }
});

test('a tampered or expired cookie changes nothing, and the registry never moved', async ({ browser }) => {
  const token = new URL(link).searchParams.get('token')!;
  const [body, signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ e: 'production', a: { 'mf-blog': candidate }, x: Date.now() + 3_600_000 })).toString('base64url');
  const expired = await signPreview(
    { environment: 'production', apps: { 'mf-blog': candidate }, expiresAt: Date.now() - 1000 },
    process.env[PRODUCTION_PREVIEW_SECRET]!,
  );
  for (const value of [`${forged}.${signature}`, `${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, expired]) {
    const context = await browser.newContext();
    try {
      await context.addCookies([{ name: PREVIEW_COOKIE, value, url: productionSite }]);
      const page = await context.newPage();
      await page.goto(`${productionSite}/blog`);
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
      await expect(blogHeading(context)).not.toContainText(V2_MARK);
      await expect(page.getByRole('complementary', { name: 'Vista previa de versiones candidatas' })).toHaveCount(0);
      // The same link, once expired, opens nothing.
      if (value === expired) expect((await page.goto(`${productionSite}/__preview?token=${value}`))?.status()).toBe(403);
    } finally {
      await context.close();
    }
  }
  expect(JSON.stringify(await readRegistry(productionStore(), 'production'))).toBe(registryBefore);
});
