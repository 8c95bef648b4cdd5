// Every public page arrives complete without JavaScript: status, head tags, hreflang, JSON-LD;
// unknown paths answer 404; the sitemap lists exactly the same pages. Then, in the browser, the
// app hydrates the generated page without a loading flash or layout shift.
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { TEST_SUPABASE_URL } from '../support/ports';
import { appOf, productionSite } from '../support/production-site';

const LANGUAGES = ['es', 'en', 'fr', 'de', 'ar', 'zh', 'ru'];
// The site as a visitor gets it: the production Worker's pages, which name its own origin.
const base = productionSite;
const SITE_URL = productionSite;

const PAGES: Record<string, string[]> = {
  es: [
    '',
    '/blog',
    '/contacto',
    '/testimonios',
    '/sustituciones',
    '/servicios/derecho-civil-denia',
    '/servicios/derecho-familia-denia',
    '/servicios/derecho-laboral-denia',
    '/servicios/extranjeria-denia',
    '/servicios/derecho-sucesorio-denia',
    '/reservar-cita',
  ],
  en: [
    '',
    '/blog',
    '/contact',
    '/testimonials',
    '/substitutions',
    '/services/civil-law-denia',
    '/services/family-law-denia',
    '/services/labor-law-denia',
    '/services/immigration-denia',
    '/services/inheritance-law-denia',
    '/book-a-consultation',
  ],
  de: [
    '',
    '/blog',
    '/kontakt',
    '/referenzen',
    '/substitutions',
    '/dienstleistungen/zivilrecht-denia',
    '/dienstleistungen/familienrecht-denia',
    '/dienstleistungen/arbeitsrecht-denia',
    '/dienstleistungen/einwanderung-denia',
    '/dienstleistungen/erbrecht-denia',
    '/termin-buchen',
  ],
  fr: [
    '',
    '/blog',
    '/contact',
    '/temoignages',
    '/substitutions',
    '/services/droit-civil-denia',
    '/services/droit-famille-denia',
    '/services/droit-travail-denia',
    '/services/immigration-denia',
    '/services/droit-succession-denia',
    '/prendre-rendez-vous',
  ],
  ru: [
    '',
    '/blog',
    '/kontakt',
    '/otzyvy',
    '/substitutions',
    '/uslugi/grazhdanskoe-pravo-denia',
    '/uslugi/semeynoe-pravo-denia',
    '/uslugi/trudovoe-pravo-denia',
    '/uslugi/immigratsiya-denia',
    '/uslugi/nasledstvennoe-pravo-denia',
    '/zapis-na-konsultatsiyu',
  ],
};
PAGES.ar = PAGES.en;
PAGES.zh = PAGES.en;

const prefixed = (lang: string, rest: string) => (lang === 'es' ? rest || '/' : `/${lang}${rest}`);

async function publishedSlugs(): Promise<string[]> {
  const client = createClient(TEST_SUPABASE_URL, LOCAL_ANON_KEY);
  const { data, error } = await client.from('blog_posts').select('id, slug').eq('hidden', false);
  if (error) throw error;
  return data.map((post) => post.slug || String(post.id));
}

/** Path groups: the same page in every language, index-aligned with LANGUAGES. */
async function pageGroups(): Promise<string[][]> {
  const groups = PAGES.es.map((_, i) => LANGUAGES.map((lang) => prefixed(lang, PAGES[lang][i])));
  for (const slug of await publishedSlugs()) groups.push(LANGUAGES.map((lang) => prefixed(lang, `/blog/${slug}`)));
  return groups;
}

function attr(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (block) => (JSON.parse(block[1]) as { '@type': string })['@type'],
  );
}

test('every public page in every language is complete HTML with its head tags', async () => {
  test.setTimeout(180_000);
  const titles = new Map<string, string>();
  for (const group of await pageGroups()) {
    for (const [index, path] of group.entries()) {
      const response = await fetch(`${base}${encodeURI(path)}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const lang = LANGUAGES[index];
      expect(attr(html, /<html lang="([^"]+)"/), path).toBe(lang);
      expect(attr(html, /<html lang="[^"]+" dir="([^"]+)"/), path).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const title = attr(html, /<title>([^<]+)<\/title>/)!;
      expect(title, path).toBeTruthy();
      expect(titles.has(title) && titles.get(title) !== path, `${path} shares its title with ${titles.get(title)}`).toBe(false);
      titles.set(title, path);
      expect(attr(html, /<meta name="description"[^>]*content="([^"]+)"/), path).toBeTruthy();
      expect(attr(html, /<link rel="canonical"[^>]*href="([^"]+)"/), path).toBe(`${SITE_URL}${encodeURI(path)}`);
      // The full, reciprocal set: every page of the group names every other, plus x-default.
      for (const [other, otherPath] of group.entries()) {
        expect(html, `${path} → ${LANGUAGES[other]}`).toContain(`href="${SITE_URL}${encodeURI(otherPath)}" hreflang="${LANGUAGES[other]}"`);
      }
      expect(html, path).toContain(`href="${SITE_URL}${encodeURI(group[0])}" hreflang="x-default"`);
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:type', 'og:locale']) {
        expect(html, `${path} ${tag}`).toMatch(new RegExp(`<meta property="${tag}"[^>]*content="[^"]+"`));
      }
      expect(html, path).toMatch(/<meta name="twitter:card"/);
      // The app never holds up the first paint: its entry is no script of the HTML, the page's
      // inline start script adds it once the page has painted (lcp-first-paint.spec.ts).
      expect(html, path).not.toMatch(/<script[^>]*\bsrc="\/static\/js\//);
      expect(html, path).not.toMatch(/<link[^>]*\bhref="\/static\/js\//);
      expect(html, path).toMatch(/<script>\(function\(\)\{[^<]*"\/static\/js\/index\.[^"]+\.js"/);
      const types = jsonLdTypes(html);
      if (/^(\/(en|de|fr|ar|zh|ru))?(\/|\/contacto|\/contact|\/kontakt)?$/.test(path)) expect(types, path).toContain('LegalService');
      if (/(servicios|services|dienstleistungen|uslugi)\//.test(path)) expect(types, path).toContain('Service');
      if (/\/blog\/[^/]+$/.test(path)) {
        expect(types, path).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
        expect(html, path).toMatch(/<meta property="og:type"[^>]*content="article"/);
      }
      // The page's own content is in the HTML, not just an empty app shell.
      expect(html, path).toMatch(/<div id="root" data-prerendered>[\s\S]*data-remote="mf_[a-z]+"[\s\S]*<h1/);
    }
  }
});

test('an unknown path answers 404 with the 404 page; client-only routes still load', async () => {
  // A post address with no generated page is not a post (the site-update job writes a post's pages
  // when it is published and deletes them when it is not: tests/e2e/site-updates.spec.ts).
  const missing = await fetch(`${base}/esta-pagina-no-existe`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('¡Vaya! Página no encontrada');
  expect((await fetch(`${base}/de/nicht-da`)).status).toBe(404);
  expect((await fetch(`${base}/admin-login`)).status).toBe(200);
  expect((await fetch(`${base}/config-blogmr/opiniones`)).status).toBe(200);
  expect((await fetch(`${base}/blog/una-entrada-que-no-existe`)).status).toBe(404);
  expect((await fetch(`${base}/en/blog/no-such-post`)).status).toBe(404);
});

test('the sitemap lists exactly the public pages with reciprocal alternates; robots and feeds exist', async () => {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const groups = await pageGroups();
  const expected = groups
    .flat()
    .map((path) => `${SITE_URL}${encodeURI(path)}`)
    .sort();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
  expect(listed).toEqual(expected);
  for (const group of groups) {
    const entry = sitemap.split('<url>').find((block) => block.includes(`<loc>${SITE_URL}${encodeURI(group[1])}</loc>`))!;
    for (const [index, path] of group.entries()) {
      expect(entry).toContain(`hreflang="${LANGUAGES[index]}" href="${SITE_URL}${encodeURI(path)}"`);
    }
  }
  const robots = await (await fetch(`${base}/robots.txt`)).text();
  // The private pages say noindex, which crawlers read only where robots.txt lets them.
  expect(robots).not.toContain('Disallow');
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  for (const lang of LANGUAGES) {
    const feed = await fetch(`${base}${prefixed(lang, '/blog')}/rss.xml`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain(`<language>${lang}</language>`);
    expect((xml.match(/<item>/g) ?? []).length).toBe(groups.length - PAGES.es.length);
  }
  const blog = await (await fetch(`${base}/de/blog`)).text();
  expect(blog).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/de\/blog\/rss.xml"/);
});

for (const path of ['/', '/en/services/family-law-denia', '/ar/blog', '/de/nicht-da']) {
  test(`the app hydrates the generated ${path}: same markup, no loading flash, no layout shift`, async ({ page }) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /generated page and the live code differ|Hydration|#418|#423|#425/.test(message.text()))
        mismatches.push(message.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __sawFallback: boolean; __cls: number };
      w.__sawFallback = false;
      w.__cls = 0;
      new MutationObserver(() => {
        const visible = [...document.querySelectorAll('[data-loading-fallback]')].some((element) => !element.closest('[hidden]'));
        if (visible) w.__sawFallback = true;
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const staticHtml = await (await fetch(`${base}${encodeURI(path)}`)).text();
    const staticHeading = attr(staticHtml, /<h1[^>]*>([^<]+)<\/h1>/);
    await page.goto(`${base}${path}`);
    // The generated markup itself becomes the app: the shell hydrates it, no second copy is made.
    await expect(page.locator('#root[data-prerendered][data-hydrated]')).toHaveCount(1);
    await expect(page.locator('#root > * > header')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page.locator('h1').first()).toHaveText(staticHeading!);
    await page.waitForTimeout(1500);
    expect(mismatches).toEqual([]);
    const { sawFallback, cls } = await page.evaluate(() => {
      const w = window as unknown as { __sawFallback: boolean; __cls: number };
      return { sawFallback: w.__sawFallback, cls: w.__cls };
    });
    expect(sawFallback).toBe(false);
    expect(cls).toBeLessThanOrEqual(0.02);
  });
}

test('a remote whose live code renders other text than the generated page: only its part re-renders, and it is reported', async ({ page }) => {
  // As if mf-marketing were released after the pages were generated: its home page now asks for
  // another text. The page must not go blank and the shell's own markup must stay as hydrated.
  let releaseRemote: () => void = () => undefined;
  const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
  await page.route(
    (url) => appOf(url) === 'mf_marketing' && url.pathname.endsWith('.js'),
    async (route) => {
      await remoteHeld;
      const response = await route.fetch();
      const body = (await response.text()).replace('t("home.kicker")', 't("home.kickerChanged")');
      await route.fulfill({ response, body });
    },
  );
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('the generated page and the live code differ')) reports.push(message.text());
  });
  await page.addInitScript(() => {
    window.addEventListener('mf:remote-load-error', (event) => {
      (window as unknown as { __reported: unknown[] }).__reported = [
        ...((window as unknown as { __reported?: unknown[] }).__reported ?? []),
        (event as CustomEvent).detail,
      ];
    });
  });
  await page.goto(`${base}/`);
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  // The shell's footer, hydrated before the remote's code arrives: the same element afterwards.
  await page.locator('footer').evaluate((footer) => ((footer as unknown as { __marked: boolean }).__marked = true));
  releaseRemote();
  await expect(page.getByText('home.kickerChanged')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-remote="mf_marketing"] h1')).toHaveText('Abogados en Dénia');
  expect(await page.locator('footer').evaluate((footer) => (footer as unknown as { __marked?: boolean }).__marked)).toBe(true);
  expect(reports.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __reported?: unknown[] }).__reported)).toContainEqual(
    expect.objectContaining({ id: 'page', lifecycle: 'hydrate' }),
  );
});
