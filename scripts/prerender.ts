// npm run prerender (part of `npm run build`): renders every public page in all seven languages —
// home, services, contact, substitutions, testimonials, blog list and every published post — in
// headless Chromium against the built apps, and writes complete static HTML into shell/dist
// (content, head tags, the remotes' CSS inlined), plus 404.html, sitemap.xml, robots.txt and an
// RSS feed per language. The data comes from SUPABASE_URL/SUPABASE_ANON_KEY when set (a real
// deployment), otherwise from a temporary, freshly seeded local backend.
// Run it again after publishing posts: `npm run prerender` regenerates the pages from the data.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LANGUAGE_CODES, type Language } from '../shared-i18n/src/languages.ts';
import { pathFor, publicRoutePatterns, type PageRef } from '../shared-i18n/src/routes.ts';
import { postSlug, translatedField } from '../shared-i18n/src/translated-field.ts';
import { runtimeEnv } from '../config/runtime-env.mjs';
import { consentBootScript } from '../shared-ui/src/platform/consent-boot-script.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/ensure.mjs';
import { PRERENDER_ORIGINS_FILE, REDIRECTS_FILE } from './lib/static-server.mjs';
import { repoRoot } from './lib/repo.mjs';
import { startStack } from './lib/stack.mjs';

const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PORT_BASE = Number(process.env.PRERENDER_PORT_BASE ?? 4900);
const NOT_FOUND_PROBE = '/__prerender-not-found__';
const shellDist = path.join(repoRoot, 'shell/dist');

interface Post {
  id: string | number;
  slug: string | null;
  date: string | null;
  [field: string]: unknown;
}

async function backend(): Promise<{ url: string; anonKey: string; stop: () => Promise<void> }> {
  if (process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY) {
    return { url: process.env.SUPABASE_URL, anonKey: process.env.SUPABASE_ANON_KEY, stop: async () => undefined };
  }
  const { startLocalSupabase } = await import('../local-supabase/src/index.ts');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'prerender-supabase-'));
  const local = await startLocalSupabase({ port: 0, dataDir, quiet: true });
  return {
    url: local.url,
    anonKey: local.anonKey,
    stop: async () => {
      await local.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Node 20 has no WebSocket of its own; supabase-js wants one even for plain REST reads.
const publicClient = (url: string, anonKey: string) =>
  createClient(url, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });

async function publishedPosts(url: string, anonKey: string): Promise<Post[]> {
  const client = publicClient(url, anonKey);
  const { data, error } = await client.from('blog_posts').select('*').eq('hidden', false).order('date', { ascending: false });
  if (error) throw new Error(`could not read blog_posts: ${error.message}`);
  return data as Post[];
}

interface PublicPage {
  ref: PageRef;
  language: Language;
  /** A post's page: its slug differs per language (postSlug). */
  post?: Post;
}

/** The page in another language: the same route, or the post at that language's slug. */
const refIn = (page: PublicPage, language: Language): PageRef =>
  page.post ? { page: 'blogPost', slug: postSlug(page.post, language) } : page.ref;

function publicPages(posts: Post[]): PublicPage[] {
  const pages: PublicPage[] = publicRoutePatterns()
    .filter(({ ref }) => ref.page !== 'blogPost')
    .map(({ ref, language }) => ({ ref, language }));
  for (const post of posts) {
    for (const language of LANGUAGE_CODES) pages.push({ ref: { page: 'blogPost', slug: postSlug(post, language) }, language, post });
  }
  return pages;
}

/**
 * Old post addresses → current ones, as a `_redirects` file (the format Netlify and Cloudflare Pages
 * read; scripts/lib/static-server.mjs honours it too): slugs a published post had before
 * (blog_post_slug_redirects), answered with 301.
 */
async function redirectsFile(url: string, anonKey: string, posts: Post[]): Promise<string> {
  const { data, error } = await publicClient(url, anonKey).from('blog_post_slug_redirects').select('language, old_slug, post_id');
  if (error) throw error;
  const byId = new Map(posts.map((post) => [String(post.id), post]));
  const lines = (data ?? []).flatMap(({ language, old_slug: oldSlug, post_id: postId }) => {
    const post = byId.get(String(postId));
    if (!post || !LANGUAGE_CODES.includes(language)) return [];
    const from = pathFor({ page: 'blogPost', slug: oldSlug }, language);
    const to = pathFor({ page: 'blogPost', slug: postSlug(post, language) }, language);
    return from === to ? [] : [`${from} ${to} 301`];
  });
  return lines.length ? `${lines.sort().join('\n')}\n` : '';
}

interface Snapshot {
  lang: string;
  dir: string;
  title: string;
  head: string[];
  root: string;
  stylesheets: string[];
  /** Web font files the page downloaded while rendering (absolute URLs). */
  fonts: string[];
}

async function snapshot(page: Page, url: string): Promise<Snapshot> {
  {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return (
          !!root?.querySelector('header') &&
          !!root.querySelector('footer') &&
          !!root.querySelector('[data-remote][data-page], [data-page="notFound"]') &&
          !root.querySelector('[data-loading-fallback]') &&
          // What is still loading says so (the post's text, the free times): the same readiness the
          // browser's takeover waits for (shell/src/takeover.ts). Network idleness alone once let a
          // post be written in its loading state.
          !root.querySelector('[aria-busy="true"]')
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
      head: [...document.head.querySelectorAll('[data-head], script[type="application/ld+json"]')].map((element) => element.outerHTML),
      root: document.getElementById('root')!.innerHTML,
      // Every stylesheet the page loaded, the shell's included: with module federation all CSS
      // arrives in async chunks, so the static page must carry it to look right before any script.
      stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
      fonts: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    }));
  }
}

// The two fonts the first paint needs, by page language: the heading serif (700, headings are bold)
// and the body sans (400) of the script the page is written in. Arabic pages preload the Arabic
// files, Russian pages the Cyrillic ones; Chinese pages preload nothing: their headings use
// frequency slices of Noto Serif SC (which slices depends on the text) and their body text the
// system's CJK font, so a preload there would compete with the hero image for little gain.
const FIRST_PAINT_FONTS: Partial<Record<Language, RegExp[]>> & { default: RegExp[] } = {
  default: [/\/playfair-display-latin-700-normal\.[\w]+\.woff2$/, /\/source-sans-3-latin-400-normal\.[\w]+\.woff2$/],
  ru: [/\/playfair-display-cyrillic-700-normal\.[\w]+\.woff2$/, /\/source-sans-3-cyrillic-400-normal\.[\w]+\.woff2$/],
  ar: [/\/noto-naskh-arabic-arabic-700-normal\.[\w]+\.woff2$/, /\/noto-sans-arabic-arabic-400-normal\.[\w]+\.woff2$/],
  zh: [],
};

/** Preload links for the first-paint fonts this page really used (never one it does not use). */
function fontPreloads(language: string, fonts: string[]): string[] {
  const wanted = FIRST_PAINT_FONTS[language as Language] ?? FIRST_PAINT_FONTS.default;
  return wanted
    .map((pattern) => fonts.find((url) => pattern.test(url)))
    .filter((url): url is string => !!url)
    // The shell's own files: an absolute path, so the page works under any SITE_URL.
    .map((url) => `<link rel="preload" href="${new URL(url).pathname}" as="font" type="font/woff2" crossorigin>`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The remotes' public origins (what /env.js gives browsers in this deployment: MF_*_URL, by
// default localhost:3001–3003). Remote assets in a prerendered page (the hero image) were loaded
// from the prerender's own ports and must point there instead.
function publicOriginsByRemote(): Array<[string, string]> {
  const remotes = runtimeEnv(process.env).remotes as Record<string, string>;
  return Object.entries(remotes).map(([name, manifest]) => [name, new URL(manifest).origin]);
}

function publicRemoteOrigins(ports: Record<string, number>): Array<[string, string]> {
  return publicOriginsByRemote().map(([name, origin]) => [`http://localhost:${ports[name]}`, origin]);
}

/**
 * A prerendered page is complete without JavaScript, so the app must not hold up its first paint:
 * the entry script is fetched at once (preload) but only run once the page has painted. As a
 * plain deferred script it could run before the first paint (cached, or on a fast connection),
 * and the page would wait for the federation runtime and React before showing anything.
 */
function startAppAfterFirstPaint(html: string): string {
  return html.replace(/<script defer src="(\/static\/js\/[^"]+\.js)"><\/script>/g, (_tag, src: string) => {
    const start =
      `(function(){var started=false,parsed=false;` +
      // The runtime configuration (/env.js, deferred) must have run first, or the federation runtime
      // would use the build's default remote URLs. Deferred scripts run before DOMContentLoaded, and
      // this script runs while the page is parsed, so the listener is always in time.
      `document.addEventListener('DOMContentLoaded',function(){parsed=true;start()});` +
      `function start(){if(started||(!parsed&&!window.__ENV__))return;started=true;var script=document.createElement('script');script.src=${JSON.stringify(src)};document.head.appendChild(script)}` +
      // rAF runs just before the first frame; the timeout then runs after it is painted. The
      // second timer covers a page opened in a background tab, where frames do not run.
      `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})()`;
    return `<link rel="preload" as="script" href="${src}"><script>${start}</script>`;
  });
}

function composeHtml(template: string, shot: Snapshot, css: string, origin: string, remoteOrigins: Array<[string, string]>): string {
  // Head tags were written for the prerender origin; they must name the public site.
  const head = [...fontPreloads(shot.lang, shot.fonts), ...shot.head.map((tag) => tag.split(origin).join(SITE_URL))].join('\n    ');
  const publicUrls = (html: string) => remoteOrigins.reduce((text, [from, to]) => text.split(from).join(to), html);
  // The snapshot includes the cookie banner; this script, before the first paint, shows it only
  // when the visitor has no stored choice and answers its buttons until the app takes over.
  const consent = `<script>${consentBootScript()}</script>`;
  return startAppAfterFirstPaint(template)
    .replace(/<html[^>]*>/, `<html lang="${shot.lang}" dir="${shot.dir}">`)
    .replace(
      /<title>[\s\S]*?<\/title>/,
      `<title>${escapeHtml(shot.title)}</title>\n    ${consent}\n    ${head}\n    <style data-prerender>${publicUrls(css)}</style>`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${publicUrls(shot.root)}</div>`);
}

function outputFile(outDir: string, pagePath: string): string {
  return pagePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, pagePath.slice(1), 'index.html');
}

function sitemap(pages: PublicPage[]): string {
  const alternates = (page: PublicPage) =>
    [
      ...LANGUAGE_CODES.map((code) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${SITE_URL}${pathFor(refIn(page, code), code)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${pathFor(refIn(page, 'es'), 'es')}"/>`,
    ].join('\n');
  const urls = pages.map((page) => `  <url>\n    <loc>${SITE_URL}${pathFor(page.ref, page.language)}</loc>\n${alternates(page)}\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const ROBOTS = `User-agent: *\nAllow: /\nDisallow: /admin-login\nDisallow: /config-blogmr\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function rssFeed(language: Language, posts: Post[]): Promise<string> {
  const routes = JSON.parse(await readFile(path.join(repoRoot, 'shared-i18n/public/locales', language, 'routes.json'), 'utf8'));
  const blogUrl = `${SITE_URL}${pathFor({ page: 'blog' }, language)}`;
  const items = posts.map((post) => {
    const link = `${SITE_URL}${pathFor({ page: 'blogPost', slug: postSlug(post, language) }, language)}`;
    const date = post.date ? new Date(`${post.date}T12:00:00Z`).toUTCString() : '';
    return [
      '    <item>',
      `      <title>${escapeXml(translatedField(post, 'title', language))}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : '',
      `      <description>${escapeXml(translatedField(post, 'excerpt', language))}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(routes.blog.title)}</title>
    <link>${blogUrl}</link>
    <atom:link href="${blogUrl}/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(routes.blog.description)}</description>
    <language>${language}</language>
${items.join('\n')}
  </channel>
</rss>
`;
}

async function main() {
  const started = Date.now();
  const templatePath = path.join(shellDist, 'app.html');
  // The app's own page stays available as app.html for the routes the client renders alone.
  const template = await readFile(templatePath, 'utf8').catch(async () => {
    await copyFile(path.join(shellDist, 'index.html'), templatePath);
    return readFile(templatePath, 'utf8');
  });
  const data = await backend();
  const ports = { shell: PORT_BASE, mf_marketing: PORT_BASE + 1, mf_blog: PORT_BASE + 2, mf_admin: PORT_BASE + 3 };
  const stack = await startStack({ ports, supabase: false, supabaseUrl: data.url });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const origin = `http://localhost:${ports.shell}`;
  const remoteOrigins = publicRemoteOrigins(ports);
  const outDir = await mkdtemp(path.join(tmpdir(), 'prerender-out-'));
  try {
    const posts = await publishedPosts(data.url, data.anonKey);
    const pages = publicPages(posts);
    const cssCache = new Map<string, Promise<string>>();
    const cssOf = (href: string) => {
      if (!cssCache.has(href)) cssCache.set(href, fetch(href).then((response) => response.text()));
      return cssCache.get(href)!;
    };
    const render = async (page: Page, pagePath: string, file: string) => {
      // One retry: a page can time out once on a busy machine; twice is a real failure.
      const shot = await snapshot(page, `${origin}${pagePath}`).catch((error: unknown) => {
        console.warn(`prerender: retrying ${pagePath} (${String(error).split('\n')[0]})`);
        return snapshot(page, `${origin}${pagePath}`);
      });
      const css = (await Promise.all(shot.stylesheets.map(cssOf))).join('\n');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, composeHtml(template, shot, css, origin, remoteOrigins));
    };
    const queue = pages.map(({ ref, language }) => pathFor(ref, language));
    // Two tabs at a time (the build machine has two cores), each reused from page to page.
    const context = await browser.newContext();
    await context.addInitScript(() => {
      window.__PRERENDER__ = true;
    });
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all(
      tabs.map(async (tab) => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          await render(tab, next, outputFile(outDir, decodeURIComponent(next)));
        }
      }),
    );
    await render(tabs[0], NOT_FOUND_PROBE, path.join(outDir, '404.html'));
    await context.close();
    await writeFile(path.join(outDir, 'sitemap.xml'), sitemap(pages));
    await writeFile(path.join(outDir, 'robots.txt'), ROBOTS);
    await writeFile(path.join(outDir, REDIRECTS_FILE), await redirectsFile(data.url, data.anonKey, posts));
    // Which remote origins the pages name, so a server started with other MF_*_URL values
    // (`npm start` on other ports, the tests, `npm run perf`) can point them at its remotes.
    await writeFile(path.join(outDir, PRERENDER_ORIGINS_FILE), `${JSON.stringify(Object.fromEntries(publicOriginsByRemote()), null, 2)}\n`);
    for (const language of LANGUAGE_CODES) {
      const feed = path.join(outDir, pathFor({ page: 'blog' }, language).slice(1), 'rss.xml');
      await mkdir(path.dirname(feed), { recursive: true });
      await writeFile(feed, await rssFeed(language, posts));
    }
    // Into the dist only when everything rendered, so a failed run leaves the last good build.
    const { cp } = await import('node:fs/promises');
    await cp(outDir, shellDist, { recursive: true });
    const { precompress } = await import('./lib/build-apps.mjs');
    await precompress(shellDist);
    console.log(
      `prerendered ${pages.length} pages (${posts.length} posts × ${LANGUAGE_CODES.length} languages included), 404.html, sitemap.xml, robots.txt and ${LANGUAGE_CODES.length} RSS feeds in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await browser.close();
    await stack.close();
    await data.stop();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
