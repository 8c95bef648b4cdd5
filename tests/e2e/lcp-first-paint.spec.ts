// The first paint of a prerendered page (issue 9, LCP): the cookie banner is in the static HTML in
// the page's language and paints with it on a first visit, never shows for a returning visitor,
// answers Accept/Reject/Configure before the app runs, and hands over to the app's banner with no
// duplicate. sonner (toasts) is not part of a first visit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { appOf, productionSite as base } from '../support/production-site';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type BannerTexts = Record<'title' | 'text' | 'accept' | 'reject' | 'configure' | 'save' | 'settingsLink', string>;
const banner = (language: string): BannerTexts =>
  JSON.parse(readFileSync(path.join(repoRoot, 'shared-i18n/public/locales', language, 'legal.json'), 'utf8')).cookies.banner;
const es = banner('es');
const ar = banner('ar');
const STORED_CHOICE = () => localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: 1 }));

/** Holds the matching scripts until release(): the page stays the prerendered HTML meanwhile. */
async function holdScripts(page: Page, held: (url: URL) => boolean) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname !== '/env.js' && held(url),
    async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}
const anyScript = () => true;
const remoteScripts = (url: URL) => appOf(url) !== 'shell';

/** Records, frame by frame from the first one, whether a cookie banner button was visible. */
async function watchBanner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __banner: { frames: number; visibleFrames: number; firstSeenVisible: boolean | null } };
    w.__banner = { frames: 0, visibleFrames: 0, firstSeenVisible: null };
    const sample = () => {
      // The banner's buttons, not the footer's cookie settings (which carries the same hook since #47).
      const buttons = [...document.querySelectorAll('[data-consent-action]')].filter((button) => !button.closest('[data-chrome]'));
      const visible = buttons.some((button) => button.getClientRects().length > 0 && !button.closest('[hidden]'));
      if (buttons.length && w.__banner.firstSeenVisible === null) w.__banner.firstSeenVisible = visible;
      w.__banner.frames += 1;
      if (visible) w.__banner.visibleFrames += 1;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { __banner: { frames: number; visibleFrames: number; firstSeenVisible: boolean | null } }).__banner);
}

/** The shell has hydrated the generated page (shell/src/app/layout.tsx marks #root). */
const hydrated = (page: Page) => expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
const region = (page: Page, texts: BannerTexts) => page.getByRole('region', { name: texts.title });

test('the prerendered home in es and ar carries the banner, translated, with its three buttons and the boot script', async () => {
  for (const [pagePath, texts] of [
    ['/', es],
    ['/ar', ar],
  ] as const) {
    const html = await (await fetch(`${base}${pagePath}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const boot = head.match(/<script>(\(function\(\)\{[\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(boot, pagePath).toContain('"cookie_consent"');
    expect(boot, pagePath).toContain('data-consent-ask');
    const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
    const accept = root.indexOf('data-consent-action="accept"');
    expect(accept, pagePath).toBeGreaterThan(0);
    const section = root
      .slice(root.lastIndexOf('<section', accept), root.indexOf('</section>', accept) + '</section>'.length)
      .match(/^<section[^>]*aria-labelledby="([^"]+)"[^>]*>([\s\S]*)<\/section>$/);
    expect(section, pagePath).not.toBeNull();
    const [, labelledBy, markup] = section!;
    expect(markup, pagePath).toContain(`<h2 id="${labelledBy}"`);
    expect(markup, pagePath).toContain(`>${texts.title}</h2>`);
    expect(markup, pagePath).toContain(`>${texts.text}</p>`);
    for (const action of ['accept', 'reject', 'configure'] as const) {
      expect(markup, `${pagePath} ${action}`).toMatch(
        new RegExp(`<button type="button" class="[^"]+" data-consent-action="${action}">${texts[action]}</button>`),
      );
    }
  }
});

test('first visit: the banner paints with the prerendered page, before any script of the app', async ({ page }) => {
  const release = await holdScripts(page, anyScript);
  const watched = await watchBanner(page);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  const cookies = region(page, es);
  await expect(cookies).toBeVisible();
  for (const name of [es.accept, es.reject, es.configure]) await expect(cookies.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1); // still the static page
  expect((await watched()).firstSeenVisible).toBe(true);

  await page.goto(`${base}/ar`, { waitUntil: 'commit' });
  const arabic = region(page, ar);
  await expect(arabic).toBeVisible();
  await expect(arabic.getByRole('button', { name: ar.accept, exact: true })).toBeVisible();
  expect(await arabic.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  release();
});

test('the app is fetched only once the page has painted, and starts once its hero image has arrived', async ({ page }) => {
  // The entry script is added by the page's inline start script (site-generator/src/page-html.ts).
  await page.addInitScript(() => {
    const w = window as unknown as { __appStarted?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('script[src*="/static/js/index."]')) return;
      w.__appStarted = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const pagePath of ['/', '/ar']) {
    await page.goto(`${base}${pagePath}`);
    await hydrated(page);
    const { started, fetched, painted, hero } = await page.evaluate(() => {
      const resource = (pattern: RegExp) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => pattern.test(entry.name));
      return {
        started: (window as unknown as { __appStarted?: number }).__appStarted ?? NaN,
        fetched: resource(/\/static\/js\/index\.[^/]+\.js$/)?.startTime ?? NaN,
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        hero: resource(/\/static\/image\/hero-/)?.responseEnd ?? NaN,
      };
    });
    expect(painted, pagePath).toBeGreaterThan(0);
    expect(hero, pagePath).toBeGreaterThan(0);
    // Its entry is not even fetched before the first paint, and runs after the hero has arrived.
    expect(fetched, pagePath).toBeGreaterThanOrEqual(painted);
    expect(started, pagePath).toBeGreaterThan(hero);
  }
});

test('a stored choice: the banner never shows, not for a frame, before or after hydration', async ({ page }) => {
  await page.addInitScript(STORED_CHOICE);
  const watched = await watchBanner(page);
  const release = await holdScripts(page, anyScript);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] [data-consent-action="accept"]')).toBeAttached();
  await expect(region(page, es)).toBeHidden();
  await page.waitForTimeout(500);
  release();
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForTimeout(1000);
  const { frames, visibleFrames, firstSeenVisible } = await watched();
  expect(frames).toBeGreaterThan(10);
  expect(firstSeenVisible).toBe(false);
  expect(visibleFrames).toBe(0);
});

test('after hydration there is exactly one banner, and Accept works as before', async ({ page }) => {
  const watched = await watchBanner(page);
  await page.goto(`${base}/`);
  await hydrated(page);
  await expect(region(page, es)).toBeVisible();
  await expect(page.locator('[data-consent-action="accept"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: es.title })).toHaveCount(1);
  expect((await watched()).firstSeenVisible).toBe(true);
  await region(page, es).getByRole('button', { name: es.accept, exact: true }).click();
  await expect(region(page, es)).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent')!))).toMatchObject({ analytics: true, version: 1 });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(region(page, es)).toBeHidden();
});

test('Accept clicked while the app is still loading (its shell running, the remotes not yet) is kept', async ({ page }) => {
  const release = await holdScripts(page, remoteScripts);
  await page.goto(`${base}/`);
  // The shell has hydrated (its consent store exists) while the remotes' code is still held back.
  await hydrated(page);
  await expect(page.locator('#root [data-remote="mf_marketing"]')).toBeAttached();
  await region(page, es).getByRole('button', { name: es.accept, exact: true }).click();
  await expect(region(page, es)).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent')!))).toMatchObject({ analytics: true, version: 1 });
  release();
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(region(page, es)).toBeHidden();
  // The app's store has the choice: its settings show analytics accepted.
  await page.getByRole('contentinfo').getByRole('button', { name: es.settingsLink }).click();
  await expect(region(page, es).getByRole('checkbox').nth(1)).toBeChecked();
});

test('Reject clicked before any script ran is kept after hydration', async ({ page }) => {
  const release = await holdScripts(page, anyScript);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await region(page, es).getByRole('button', { name: es.reject, exact: true }).click();
  await expect(region(page, es)).toBeHidden();
  release();
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(region(page, es)).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent')!))).toMatchObject({ analytics: false, version: 1 });
  await page.getByRole('contentinfo').getByRole('button', { name: es.settingsLink }).click();
  await expect(region(page, es).getByRole('checkbox').nth(1)).not.toBeChecked();
});

test('Configure clicked before hydration opens the settings, focused, once the app runs', async ({ page }) => {
  const release = await holdScripts(page, anyScript);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await region(page, es).getByRole('button', { name: es.configure, exact: true }).click();
  release();
  await hydrated(page);
  const cookies = region(page, es);
  await expect(cookies.getByRole('checkbox')).toHaveCount(2);
  await expect(cookies).toBeFocused();
  await cookies.getByRole('checkbox').nth(1).check();
  await cookies.getByRole('button', { name: es.save }).click();
  await expect(cookies).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent')!).analytics)).toBe(true);
});

test('on a phone the prerendered home is laid out at the phone’s width, before and after hydration', async ({ browser }) => {
  // A wider layout makes a phone zoom the page out, and the banner grows once the app runs (a late LCP).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const width = () => page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
  for (const pagePath of ['/', '/ar']) {
    const release = await holdScripts(page, anyScript);
    await page.goto(`${base}${pagePath}`, { waitUntil: 'commit' });
    await expect(page.locator('#root[data-prerendered] [data-page="latestPosts"] [data-state="posts"]')).toBeAttached();
    expect(await width(), `${pagePath} static`).toEqual({ layout: 412, content: 412 });
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await hydrated(page);
    await expect(page.locator('[data-page="latestPosts"] [data-state="posts"]')).toBeVisible();
    expect(await width(), `${pagePath} app`).toEqual({ layout: 412, content: 412 });
  }
  await context.close();
});

test('a post on a slow phone: the hydrated post is the generated one, without a layout shift', async ({ browser }) => {
  // The post's text is in the generated page and hydrates in place: nothing below it may move when
  // its data and the Markdown renderer (a lazy chunk) arrive.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addInitScript(STORED_CHOICE);
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const pagePath of ['/blog/comprar-vivienda-denia-extranjero', '/ar/blog/comprar-vivienda-denia-extranjero']) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}${pagePath}`);
    await hydrated(page);
    await expect(page.locator('[data-page="blogPost"][data-state="ready"] h1')).toBeVisible();
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), pagePath).toBeLessThanOrEqual(0.02);
    await page.close();
  }
  await context.close();
});

test('a first visit to / downloads no sonner; a toast still loads it and shows', async ({ page }) => {
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  const isSonner = (body: string) => body.includes('sonner-loading-bar');
  await page.goto(`${base}/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const firstVisit = await Promise.all(scripts.map(async ({ url, body }) => ({ url, sonner: isSonner(await body) })));
  expect(firstVisit.length).toBeGreaterThan(10);
  expect(firstVisit.filter((script) => script.sonner).map((script) => script.url)).toEqual([]);

  // The share button of a post raises a toast (Web Share API stubbed as in blog-post.spec.ts).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: async () => undefined });
  });
  await page.evaluate(STORED_CHOICE);
  scripts.length = 0;
  await page.goto(`${base}/blog/arraigo-nuevo-reglamento-extranjeria`);
  await hydrated(page);
  await page.locator('[data-remote="mf_blog"][data-page="blogPost"]').getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('Contenido compartido')).toBeVisible();
  const afterToast = await Promise.all(scripts.map(async ({ body }) => isSonner(await body)));
  expect(afterToast).toContain(true);
});
