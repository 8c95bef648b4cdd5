// npm run generate (part of `npm run build` and `npm start`): renders every public page in all
// seven languages — home, services, contact, substitutions, testimonials, booking, blog list and
// every published post — with React's server renderer from the apps' server builds
// (<app>/dist-server, built by each app's `server` Rsbuild environment), and writes complete static
// HTML into shell/dist: content, head tags, the page's CSS inlined, and the data and texts the page
// was rendered from, embedded for hydration. Also 404.html, sitemap.xml, robots.txt, _redirects and
// an RSS feed per language. No browser and no served app is involved. The data comes from
// SUPABASE_URL/SUPABASE_ANON_KEY when set (a real deployment), otherwise from a temporary, freshly
// seeded local backend.
//   npm run generate -- --page /en/contact      one page (repeatable), in seconds
//   npm run generate -- --post <slug>           a post in every language, the lists and site files
import './generate/production-mode.ts';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { LANGUAGE_CODES } from '../shared-i18n/src/languages.ts';
import { NAMESPACE_OWNERS } from '../shared-i18n/src/namespaces.ts';
import { pathFor } from '../shared-i18n/src/routes.ts';
import { appDirs } from '../config/ports.mjs';
import { runtimeEnv } from '../config/runtime-env.mjs';
import { precompress } from './lib/build-apps.mjs';
import { PRERENDER_ORIGINS_FILE, REDIRECTS_FILE } from './lib/static-server.mjs';
import { repoRoot } from './lib/repo.mjs';
import { createPageCss, pageHtml, type RenderedPage } from './generate/page-html.ts';
import { postSlug } from '../shared-i18n/src/translated-field.ts';
import { publicPages, publishedPosts, redirectsFile, ROBOTS, rssFeed, SITE_URL, sitemap, type PublicPage } from './generate/site-files.ts';

const NOT_FOUND_PATH = '/__not-found__';
// Where the pages go: the shell's dist (GENERATE_DIST elsewhere: a test's folder holding app.html).
const shellDist = process.env.GENERATE_DIST ?? path.join(repoRoot, 'shell/dist');
/** The apps whose server builds render public pages; the shell's first (it provides the shared scope). */
const SERVER_APPS = ['shell', 'mf_marketing', 'mf_blog'] as const;

interface ShellServer {
  setUp(options: { env: unknown; resources: unknown; remotes: Record<string, unknown>; sanitizerWindow: unknown }): Promise<void>;
  renderPage(path: string): Promise<RenderedPage>;
}

async function backend(): Promise<{ url: string; anonKey: string; stop: () => Promise<void> }> {
  if (process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY) {
    return { url: process.env.SUPABASE_URL, anonKey: process.env.SUPABASE_ANON_KEY, stop: async () => undefined };
  }
  const { startLocalSupabase } = await import('../local-supabase/src/index.ts');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'generate-supabase-'));
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

/** Every namespace of every language, from each owning app's locale files. */
async function allResources() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const language of LANGUAGE_CODES) {
    resources[language] = {};
    for (const [namespace, owner] of Object.entries(NAMESPACE_OWNERS)) {
      const dir = owner === 'shell' ? 'shared-i18n' : appDirs[owner];
      resources[language][namespace] = JSON.parse(await readFile(path.join(repoRoot, dir, 'public/locales', language, `${namespace}.json`), 'utf8'));
    }
  }
  return resources;
}

// The remotes' public origins (what /env.js gives browsers in this deployment: MF_*_URL, by
// default localhost:3001–3003): the pages name them for remote assets (the hero image).
function publicOriginsByRemote(env: { remotes: Record<string, string> }): Record<string, string> {
  return Object.fromEntries(Object.entries(env.remotes).map(([name, manifest]) => [name, new URL(manifest).origin]));
}

/** Loads the server builds: the shell's (which provides the shared packages), then the remotes'. */
function loadServerBuilds(): { shell: ShellServer; remotes: Record<string, { setAssetBase(base: string): void }> } {
  const require = createRequire(import.meta.url);
  const load = (app: string) => require(path.join(repoRoot, appDirs[app as keyof typeof appDirs], 'dist-server/server.cjs'));
  const shell = load('shell') as ShellServer;
  const remotes = Object.fromEntries(SERVER_APPS.slice(1).map((app) => [app, load(app).remote]));
  return { shell, remotes };
}

/**
 * What to generate, from the command line: everything (no arguments); `--page <path>` (repeatable)
 * only those pages; `--post <slug>` a post (any language's slug) in every language plus the pages
 * that list posts (home, blog) and the site files (sitemap, feeds, redirects).
 */
function selectedPages(pages: PublicPage[], args: string[]): { pages: PublicPage[]; onlyPages: boolean } {
  const values = (flag: string) => args.flatMap((arg, index) => (arg === flag && args[index + 1] ? [args[index + 1]] : []));
  const paths = values('--page');
  const slugs = values('--post');
  if (!paths.length && !slugs.length) return { pages, onlyPages: false };
  const wanted = pages.filter((page) => {
    if (paths.includes(pathFor(page.ref, page.language))) return true;
    if (!slugs.length) return false;
    if (page.ref.page === 'home' || page.ref.page === 'blog') return true;
    return !!page.post && LANGUAGE_CODES.some((language) => slugs.includes(postSlug(page.post!, language)));
  });
  const unknown = paths.filter((wantedPath) => !pages.some((page) => pathFor(page.ref, page.language) === wantedPath));
  if (unknown.length) throw new Error(`not a public page: ${unknown.join(', ')}`);
  return { pages: wanted, onlyPages: !slugs.length };
}

/** Into the dist only when everything rendered, so a failed run leaves the last good pages. */
async function publish(outDir: string, what: string, started: number) {
  await precompress(outDir);
  await cp(outDir, shellDist, { recursive: true });
  console.log(`generated ${what} in ${Math.round((Date.now() - started) / 1000)} s`);
}

function outputFile(outDir: string, pagePath: string): string {
  return pagePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, pagePath.slice(1), 'index.html');
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
  const outDir = await mkdtemp(path.join(tmpdir(), 'generate-out-'));
  try {
    const env = runtimeEnv(process.env) as { remotes: Record<string, string> };
    const origins = publicOriginsByRemote(env);
    const { shell, remotes } = loadServerBuilds();
    for (const [name, remote] of Object.entries(remotes)) remote.setAssetBase(`${env.remotes[name].slice(0, env.remotes[name].lastIndexOf('/'))}/`);
    await shell.setUp({
      env: { ...env, supabaseUrl: data.url, supabaseAnonKey: data.anonKey, siteUrl: SITE_URL },
      resources: await allResources(),
      remotes,
      sanitizerWindow: new JSDOM('').window,
    });
    const pageCss = await createPageCss(appDirs);
    const posts = await publishedPosts(data.url, data.anonKey);
    const pages = publicPages(posts);
    const selection = selectedPages(pages, process.argv.slice(2));
    const write = async (pagePath: string, file: string) => {
      const page = await shell.renderPage(pagePath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await pageHtml(template, page, await pageCss(page.language, page.remoteModules)));
    };
    for (const { ref, language } of selection.pages) {
      const pagePath = pathFor(ref, language);
      await write(pagePath, outputFile(outDir, decodeURIComponent(pagePath)));
    }
    if (selection.onlyPages) return await publish(outDir, `${selection.pages.length} pages`, started);
    // A 404 page per language (scripts/lib/static-server.mjs answers with the path's language).
    for (const language of LANGUAGE_CODES) {
      const prefix = language === 'es' ? '' : `/${language}`;
      await write(`${prefix}${NOT_FOUND_PATH}`, path.join(outDir, prefix.slice(1), '404.html'));
    }
    await writeFile(path.join(outDir, 'sitemap.xml'), sitemap(pages));
    await writeFile(path.join(outDir, 'robots.txt'), ROBOTS);
    await writeFile(path.join(outDir, REDIRECTS_FILE), await redirectsFile(data.url, data.anonKey, posts));
    // Which remote origins the pages name, so a server started with other MF_*_URL values
    // (`npm start` on other ports, the tests, `npm run perf`) can point them at its remotes.
    await writeFile(path.join(outDir, PRERENDER_ORIGINS_FILE), `${JSON.stringify(origins, null, 2)}\n`);
    for (const language of LANGUAGE_CODES) {
      const feed = path.join(outDir, pathFor({ page: 'blog' }, language).slice(1), 'rss.xml');
      await mkdir(path.dirname(feed), { recursive: true });
      await writeFile(feed, await rssFeed(language, posts));
    }
    const what = `${selection.pages.length} pages (${posts.length} posts × ${LANGUAGE_CODES.length} languages in all), 404 pages, sitemap.xml, robots.txt and ${LANGUAGE_CODES.length} RSS feeds`;
    await publish(outDir, what, started);
  } finally {
    await data.stop();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
