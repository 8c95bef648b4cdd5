// Every generated public page in all seven languages hydrates cleanly: no hydration error or warning
// in the console, the generated <h1>, a post's text, header and footer are still the same DOM nodes afterwards
// (React adopted the markup instead of rendering a copy), and no text or CSS it carries is fetched,
// nor a post's renderer. Plus: the header's services menu works
// before mf-marketing's code has arrived, and the header's and footer's controls work when used
// before their own code has arrived (it is fetched on the first interaction). And hostile text in a
// post stays text in the generated page.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { repoRoot } from '../../config/repo.mjs';
import { serviceClient } from '../support/admin-auth';
import { TEST_SUPABASE_URL } from '../support/ports';
import { appOf, productionSite as base } from '../support/production-site';
import { scriptGate } from '../support/script-gate';

/** The public pages the generator wrote, from the sitemap (posts: one per language is enough here). */
async function publicPaths(): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decodeURI(new URL(loc).pathname));
  const posts = new Map<string, string>();
  for (const path of paths.filter((candidate) => /\/blog\/[^/]+$/.test(candidate))) {
    const language = path.split('/')[1].length === 2 ? path.split('/')[1] : 'es';
    if (!posts.has(language)) posts.set(language, path);
  }
  return [...paths.filter((path) => !/\/blog\/[^/]+$/.test(path)), ...posts.values()];
}

const HYDRATION_PROBLEM = /hydrat|did not match|#418|#419|#421|#422|#423|#425|generated page and the live code differ/i;

test('every public page × 7 languages hydrates the generated markup: same <h1>, post text, header and footer nodes, no hydration error', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const paths = await publicPaths();
  expect(paths.length).toBeGreaterThanOrEqual(77);
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(`${current}: ${message.text().slice(0, 200)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  // The page carries its texts and its CSS: hydrating it fetches neither the texts of its language
  // nor the shell's CSS files again (site-generator/src/page-html.ts).
  const languageOf = (path: string) => (/^\/[a-z]{2}(\/|$)/.test(path) ? path.slice(1, 3) : 'es');
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/locales/${languageOf(current)}/`)) problems.push(`${current}: fetched ${url.pathname}`);
    if (appOf(url) === 'shell' && request.resourceType() === 'stylesheet') problems.push(`${current}: fetched ${url.pathname}`);
  });
  // A post's generated text hydrates as it is: the renderer (marked + DOMPurify) is not fetched
  // (shared-ui/src/components/post-content/post-content.tsx).
  const scriptBodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = current;
    scriptBodies.push(
      response.text().then(
        (body) => void (body.includes('DOMPurify') && problems.push(`${at}: fetched the post renderer (${new URL(response.url()).pathname})`)),
        () => undefined,
      ),
    );
  });
  const gate = await scriptGate(page);
  for (const path of paths) {
    current = path;
    gate.hold();
    // 'commit': DOMContentLoaded waits for the deferred scripts held here.
    await page.goto(`${base}${encodeURI(path)}`, { waitUntil: 'commit' });
    // The page's heading (a remote's part), the header and the footer (the shell's, hydrated on the
    // first interaction: shell/src/app/deferred-chrome.tsx).
    const generated = [page.locator('h1').first(), page.getByRole('banner'), page.getByRole('contentinfo')];
    // A post's text: once a boundary that waited for its renderer, and an update reaching it before
    // that swapped it for the skeleton and back (CLS 0.65, lazy-post-content.tsx).
    if (/\/blog\/[^/]+$/.test(path)) generated.push(page.locator('[data-post-content]'));
    for (const element of generated) {
      await element.waitFor({ state: 'attached' });
      await element.evaluate((node) => ((node as unknown as { __generated: boolean }).__generated = true));
    }
    gate.release();
    // The shell and every remote part on the page hydrated (shell/src/remotes/click-replay.ts).
    await expect(page.locator('#root[data-hydrated][data-live]'), path).toHaveCount(1, { timeout: 30_000 });
    await page.keyboard.press('Tab'); // the first interaction: the skip link
    await expect(page.locator('#root[data-chrome-live]'), path).toHaveCount(1, { timeout: 30_000 });
    for (const element of generated) {
      await element.waitFor({ state: 'attached' });
      expect(await element.evaluate((node) => (node as unknown as { __generated?: boolean }).__generated), path).toBe(true);
    }
  }
  await Promise.all(scriptBodies);
  expect(problems).toEqual([]);
});

test('the services menu opened before mf-marketing’s code has arrived works', async ({ page }) => {
  let releaseRemote: () => void = () => undefined;
  const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
  await page.route(
    (url) => appOf(url) === 'mf_marketing',
    async (route) => {
      await remoteHeld;
      await route.continue().catch(() => undefined);
    },
  );
  // 'domcontentloaded': the page's load event waits for the held remote.
  await page.goto(`${base}/en`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Services' }).click();
  const civil = page.getByRole('link', { name: /Civil law/ }).first();
  await expect(civil).toBeVisible();
  releaseRemote();
  await civil.click();
  await expect(page).toHaveURL(/\/en\/services\/civil-law-denia$/);
  await expect(page.locator('h1').first()).toContainText('Civil');
});

test.describe('the header and footer, used before their code has arrived', () => {
  const STORED_CHOICE = () => localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: 1 }));

  /** A new page on a generated page whose shell and remotes are live; further scripts are held. */
  async function openHeld(context: BrowserContext, path: string) {
    const page = await context.newPage();
    const gate = await scriptGate(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) requested.push(request.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-hydrated][data-live]')).toHaveCount(1, { timeout: 30_000 });
    // A visit without interaction never fetches the chrome's code.
    await expect(page.locator('#root[data-chrome-live]')).toHaveCount(0);
    const before = requested.length;
    gate.hold();
    return {
      page,
      release: async () => {
        await expect.poll(() => requested.length, { message: 'the first interaction asks for the chrome’s code' }).toBeGreaterThan(before);
        await page.waitForTimeout(300); // the click or key waits meanwhile
        gate.release();
      },
    };
  }

  test('desktop: Services by hover, by click and by keyboard; a legal dialog from the footer', async ({ context }) => {
    await context.addInitScript(STORED_CHOICE);
    const services = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Services' });
    const civil = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Civil law' });

    const hovered = await openHeld(context, '/en');
    await services(hovered.page).hover();
    await hovered.release();
    await expect(civil(hovered.page)).toBeVisible();

    const clicked = await openHeld(context, '/en');
    await services(clicked.page).click();
    await clicked.release();
    await expect(civil(clicked.page)).toBeVisible();

    const pressed = await openHeld(context, '/en');
    await services(pressed.page).focus();
    await pressed.page.keyboard.press('Enter');
    await pressed.release();
    await expect(civil(pressed.page)).toBeVisible();
    await pressed.page.keyboard.press('Escape');
    await expect(civil(pressed.page)).toBeHidden();
    await expect(services(pressed.page)).toBeFocused();

    const { page, release } = await openHeld(context, '/en');
    const legal = page.getByRole('contentinfo').getByRole('button', { name: 'Legal notice' });
    await legal.click();
    await release();
    const dialog = page.getByRole('dialog', { name: 'Legal notice' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(legal).toBeFocused();
  });

  test('a navigation no interaction started (the app moving to another address) completes, header and all', async ({ context }) => {
    const { page, release } = await openHeld(context, '/en');
    // What a page's own code does when it sends the visitor elsewhere (navigate(), history):
    // react-router follows popstate.
    await page.evaluate(() => {
      history.pushState(null, '', '/en/contact');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await release();
    await expect(page.locator('[data-remote="mf_marketing"][data-page="contact"]')).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('#root[data-chrome-live]')).toHaveCount(1);
  });

  test('phone: the menu tapped before its code has arrived opens, in Arabic too', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      for (const [path, open, title] of [
        ['/en', 'Open menu', 'Menu'],
        ['/ar', 'فتح القائمة', 'القائمة'],
      ] as const) {
        const { page, release } = await openHeld(context, path);
        await page.getByRole('button', { name: open }).tap();
        await release();
        await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });
});

test('a post whose title, excerpt and category hold </script> and <!-- is generated as text and runs nothing', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const slug = `xss-${stamp}`;
  const hostile = (field: string) => `${field} </script><script>window.__xss='${field}'</script> <!-- & \u2028 ${stamp}`;
  const { data, error } = await serviceClient()
    .from('blog_posts')
    .insert({
      slug,
      title: hostile('title'),
      excerpt: hostile('excerpt'),
      category: `</script><!--${stamp}`.slice(0, 60),
      content: 'Texto.',
      status: 'published',
      date: '2026-11-02',
    })
    .select('id')
    .single();
  if (error) throw error;
  const dist = mkdtempSync(path.join(tmpdir(), 'generate-xss-'));
  try {
    copyFileSync(path.join(repoRoot, 'shell/dist/app.html'), path.join(dist, 'app.html'));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'site-generator/cli.ts', '--page', `/blog/${slug}`], {
      cwd: repoRoot,
      env: { ...process.env, GENERATE_DIST: dist, SUPABASE_URL: TEST_SUPABASE_URL, SUPABASE_ANON_KEY: LOCAL_ANON_KEY },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(dist, 'blog', slug, 'index.html'), 'utf8');
    expect(html).not.toContain('<script>window.__xss');
    // Opened as a page with scripts on (the app's own files are not there: only inline scripts run).
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    const visible = `title </script><script>window.__xss='title'</script> <!-- &`;
    await expect(page.locator('h1')).toContainText(visible);
    expect(await page.title()).toContain(visible);
    const data = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}') as object;
    expect(JSON.stringify(data)).toContain(JSON.stringify(hostile('excerpt')).slice(1, -1));
  } finally {
    rmSync(dist, { recursive: true, force: true });
    await serviceClient().from('blog_posts').delete().eq('id', data.id);
  }
});

test("a phone's page does not fetch the chrome's code for a mouse it has not got: only the visitor's tap does", async ({ browser }) => {
  // A headless Chromium build (the npm one `npm run perf` measures on) reports its cursor entering the
  // page at 0,0 as it loads, on an emulated phone too: a trusted mouse pointerover on a device with
  // no fine pointer. Here the same event, once before the app starts and once after it is live.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const chromeCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) chromeCode.push(request.url());
    });
    await page.goto(`${base}/en`, { waitUntil: 'commit' });
    await page.mouse.move(20, 20);
    await expect(page.locator('#root[data-hydrated][data-live]')).toHaveCount(1, { timeout: 30_000 });
    await page.mouse.move(40, 30);
    await page.mouse.move(200, 400);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => matchMedia('(any-pointer: fine)').matches)).toBe(false);
    await expect(page.locator('#root[data-chrome-live]')).toHaveCount(0);
    const before = chromeCode.length;
    await page.locator('h1').first().tap();
    await expect(page.locator('#root[data-chrome-live]')).toHaveCount(1, { timeout: 30_000 });
    expect(chromeCode.length).toBeGreaterThan(before);
  } finally {
    await context.close();
  }
});
