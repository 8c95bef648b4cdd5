// The generator as a function: loads the apps' server builds once (shell first: it provides the
// shared scope), then renders whatever it is asked for into the site's dist, as often as asked.
// site-generator/cli.ts calls it once from the command line; the site-update worker
// (release/site-updates/worker.ts) keeps one open and calls it for each batch of post changes.
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { LANGUAGE_CODES } from '../../shared-i18n/src/languages.ts';
import { NAMESPACE_OWNERS } from '../../shared-i18n/src/namespaces.ts';
import { pathFor } from '../../shared-i18n/src/routes.ts';
import { postSlug, translatedField } from '../../shared-i18n/src/translated-field.ts';
import { FIRM } from '../../shared-ui/src/config/firm.ts';
import { appDirs, PAGE_APP_KEYS } from '../../config/apps.mjs';
import type { Deployment } from '../../config/deployment.mjs';
import { runtimeConfig } from '../../config/runtime-env.mjs';
import { precompress } from '../run.mjs';
import { CSP_HASHES_FILE, PRERENDER_ORIGINS_FILE, REDIRECTS_FILE } from '../../config/site-files.mjs';
import { inlineScriptHashes } from '../../config/security-headers.mjs';
import type { ShellServer } from '../../shell/src/server/page-contract.ts';
import { createPageCss, pageHtml, shellFonts } from './page-html.ts';
import {
  activeLanguages,
  privatePages,
  publicPages,
  publishedPosts,
  redirectsFile,
  translationOverrides,
  robots,
  rssFeed,
  sitemap,
  type PublicPage,
} from './site-files.ts';
import { notFoundPagesShowing, pageHolds, pageReads, pageShows, type SiteFact } from './site-dependencies.ts';
import { localeFile, repositoryBuilds, type SiteBuilds } from './site-builds.ts';
import { CARD_FILE, cardFileName, renderSocialCard, withCardTags, type SocialCard } from './social-card.ts';

const NOT_FOUND_PATH = '/__not-found__';

/**
 * What to generate. Nothing: the whole site. `pages`: only those paths. `posts` (a slug in any
 * language, or a post's id): those posts in every language while they are public, the pages that
 * list posts (home, blog), the site files (sitemap, feeds, redirects), and the removal of the pages
 * of posts that are no longer public.
 */
export interface GenerateRequest {
  pages?: string[];
  posts?: string[];
  /** Other public facts that changed: the pages that show them (site-dependencies.ts). */
  facts?: SiteFact[];
  /** Remotes whose code changed ('mf_blog'): the pages that hold them (site-dependencies.ts pageHolds). */
  remotes?: string[];
}

export interface GenerateResult {
  /** Pages written (NaN when another process wrote them and did not say). */
  pages: number;
  removed: string[];
  ms: number;
  /** Where, when not the dist the generator was opened on (a release store's live pages). */
  into?: string;
}

export interface SiteGenerator {
  generate(request?: GenerateRequest): Promise<GenerateResult>;
}

/** Every namespace of every language, from the locale files each owning app's build ships. */
async function allResources(builds: SiteBuilds) {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of LANGUAGE_CODES) {
    resources[language] = {};
    for (const [namespace, owner] of Object.entries(NAMESPACE_OWNERS)) {
      resources[language][namespace] = JSON.parse(await readFile(localeFile(builds, appDirs[owner], language, namespace), 'utf8'));
    }
  }
  return resources;
}

/**
 * The Node builds of the apps with public pages. A build outside the repository (a mirrored live
 * version) finds react & co. in the repository's node_modules: the generator's process is started
 * with NODE_PATH naming them (site-generator/run.mjs), so there is one React for all of them.
 */
function loadServerBuilds(builds: SiteBuilds): { shell: ShellServer; remotes: Record<string, { setAssetBase(base: string): void }> } {
  const require = createRequire(import.meta.url);
  const load = (app: string) => require(path.join(builds[appDirs[app as keyof typeof appDirs]].server, 'server.cjs'));
  const shell = load('shell') as ShellServer;
  // The apps with public pages (config/apps.mjs): the shell's first, it provides the shared scope.
  const remotes = Object.fromEntries(PAGE_APP_KEYS.filter((key) => key !== 'shell').map((app) => [app, load(app).remote]));
  return { shell, remotes };
}

/**
 * Moves the generated files into the served folder one by one, each written beside its place and
 * renamed over it, so a visitor (or the server's cache) never reads a page half written.
 */
async function install(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await mkdir(target, { recursive: true });
      await install(source, target);
    } else {
      const temporary = `${target}.${process.pid}.tmp`;
      await copyFile(source, temporary);
      await rename(temporary, target);
    }
  }
}

function outputFile(outDir: string, pagePath: string): string {
  const decoded = decodeURIComponent(pagePath);
  return decoded === '/' ? path.join(outDir, 'index.html') : path.join(outDir, decoded.slice(1), 'index.html');
}

/** A request for some pages, not all: by path, by post, by fact or by remote. */
const isPartial = (request: GenerateRequest) => [request.pages, request.posts, request.facts, request.remotes].some((list) => !!list?.length);

function selectPages(pages: PublicPage[], request: GenerateRequest): PublicPage[] {
  if (!isPartial(request)) return pages;
  const wantedPaths = request.pages ?? [];
  const unknown = wantedPaths.filter((wanted) => !pages.some((page) => pathFor(page.ref, page.language) === wanted));
  if (unknown.length) throw new Error(`not a public page: ${unknown.join(', ')}`);
  const posts = request.posts ?? [];
  const facts = request.facts ?? [];
  return pages.filter((page) => {
    if (wantedPaths.includes(pathFor(page.ref, page.language))) return true;
    if (facts.some((fact) => pageShows(page, fact))) return true;
    if (request.remotes?.some((remote) => pageHolds(page, remote))) return true;
    if (!posts.length) return false;
    const post = page.post;
    // A list of posts: a page that reads them and is not one post's.
    if (!post && pageReads(page, 'posts')) return true;
    return !!post && (posts.includes(String(post.id)) || LANGUAGE_CODES.some((language) => posts.includes(postSlug(post, language))));
  });
}

/**
 * Removes the generated pages of posts that are no longer public (unpublished, deleted, moved to
 * another slug): a path with no file answers 404 (scripts/lib/static-server.mjs), as on a static host.
 */
async function removeStalePostPages(dist: string, pages: PublicPage[]): Promise<string[]> {
  const current = new Set(pages.filter((page) => page.post).map((page) => pathFor(page.ref, page.language)));
  const removed: string[] = [];
  for (const language of LANGUAGE_CODES) {
    const blogPath = pathFor({ page: 'blog' }, language);
    const blogDir = path.join(dist, blogPath.slice(1));
    const entries = await readdir(blogDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const postPath = pathFor({ page: 'blogPost', slug: entry.name }, language);
      if (current.has(postPath)) continue;
      await rm(path.join(blogDir, entry.name), { recursive: true, force: true });
      removed.push(postPath);
    }
  }
  return removed;
}

/** The social card of a post page without an image of its own, or of a blog list page. */
function socialCardOf({ ref, language, post }: PublicPage, resources: Record<string, Record<string, unknown>>): SocialCard | null {
  const blog = (resources[language].blog as { list: { title: string; intro: string } }).list;
  if (post) {
    if (translatedField(post, 'social_image', language) || post.image) return null;
    return { title: translatedField(post, 'title', language), label: blog.title, firm: FIRM.name, language };
  }
  return ref.page === 'blog' ? { title: blog.intro, label: blog.title, firm: FIRM.name, language } : null;
}

/** A language switched off offers no feed (its pages stay, so that links to them keep working). */
async function removeInactiveFeeds(dist: string, languages: readonly string[]): Promise<void> {
  for (const language of LANGUAGE_CODES.filter((code) => !languages.includes(code))) {
    const feed = path.join(dist, pathFor({ page: 'blog' }, language).slice(1), 'rss.xml');
    for (const file of [feed, `${feed}.gz`, `${feed}.br`]) await rm(file, { force: true });
  }
}

/** Removes the earlier cards of the folders that got a new one (their pages no longer name them). */
async function removeOldCards(dist: string, cards: string[]): Promise<void> {
  for (const card of cards) {
    const dir = path.dirname(path.join(dist, card));
    for (const name of await readdir(dir).catch(() => [])) {
      if (CARD_FILE.test(name) && name !== path.basename(card)) await rm(path.join(dir, name), { force: true });
    }
  }
}

/**
 * Merges this run's page hashes into the dist's manifest, without the pages just removed; written
 * beside and renamed over, like the pages.
 */
async function writeHashes(dist: string, hashes: Record<string, string[]>, removed: string[]): Promise<void> {
  const file = path.join(dist, CSP_HASHES_FILE);
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, string[]>;
  const gone = removed.map((pagePath) => `${decodeURIComponent(pagePath).slice(1)}/`);
  const merged = Object.fromEntries(Object.entries({ ...previous, ...hashes }).filter(([key]) => !gone.some((dir) => key.startsWith(dir))));
  await writeFile(`${file}.${process.pid}.tmp`, `${JSON.stringify(merged, null, 1)}\n`);
  await rename(`${file}.${process.pid}.tmp`, file);
}

/**
 * @param dist the site's output folder, holding the shell's built app.html (or index.html)
 * @param deployment the site it is rendered for (config/deployment.mjs): its origin, the backend the
 *   data comes from (the anon key: the pages show what visitors may read), each remote's manifest
 * @param builds the apps' builds rendered from (./site-builds.ts; the repository's by default)
 */
export async function openSiteGenerator({
  dist,
  deployment,
  builds = repositoryBuilds(),
}: {
  dist: string;
  deployment: Deployment;
  builds?: SiteBuilds;
}): Promise<SiteGenerator> {
  const { siteUrl, supabase: backend } = deployment;
  const templatePath = path.join(dist, 'app.html');
  // The app's own page stays available as app.html for the routes the client renders alone.
  const template = await readFile(templatePath, 'utf8').catch(async () => {
    await cp(path.join(dist, 'index.html'), templatePath);
    return readFile(templatePath, 'utf8');
  });
  const runtime = runtimeConfig(deployment);
  const { shell, remotes } = loadServerBuilds(builds);
  const resources = await allResources(builds);
  for (const [name, remote] of Object.entries(remotes)) {
    const manifest = runtime.remotes[name];
    remote.setAssetBase(`${manifest.slice(0, manifest.lastIndexOf('/'))}/`);
  }
  await shell.setUp({
    env: { ...runtime, siteUrl },
    resources,
    remotes,
    sanitizerWindow: new JSDOM('').window,
  });
  const pageCss = await createPageCss(builds);
  const fonts = await shellFonts(builds);
  // The remotes' public origins the pages name for remote assets (the hero image), so a server
  // started with other remote URLs (MF_*_URL) can point them at its remotes.
  const origins = Object.fromEntries(Object.entries(runtime.remotes).map(([name, manifest]) => [name, new URL(manifest).origin]));

  // One run at a time: two overlapping runs would copy into the dist together.
  let queue: Promise<unknown> = Promise.resolve();

  const run = async (request: GenerateRequest): Promise<GenerateResult> => {
    const started = Date.now();
    const posts = await publishedPosts(backend.url, backend.anonKey);
    const pages = publicPages(posts);
    const selected = selectPages(pages, request);
    const onlyPages = !!request.pages?.length && !request.posts?.length && !request.facts?.length && !request.remotes?.length;
    // The texts edited in the admin, read on every run (one query): the pages show them.
    shell.setTranslationOverrides(await translationOverrides(backend.url, backend.anonKey));
    const languages = await activeLanguages(backend.url, backend.anonKey);
    const outDir = await mkdtemp(path.join(tmpdir(), 'generate-out-'));
    // The inline-script hashes of every page, taken from the HTML as written here: the Worker's CSP
    // (edge/src/worker.ts) allows these and nothing added to a file after generation.
    const hashes: Record<string, string[]> = { 'app.html': inlineScriptHashes(template) };
    try {
      // A card already in the dist (same name, same picture) is not drawn again; new ones are drawn
      // after the pages are in place, so a text change never waits for its picture.
      const cards: string[] = [];
      const toDraw: Array<{ cardPath: string; card: SocialCard }> = [];
      const write = async (pagePath: string, file: string, card: SocialCard | null = null) => {
        const page = await shell.renderPage(pagePath);
        await mkdir(path.dirname(file), { recursive: true });
        if (card) {
          const cardPath = path.join(path.relative(outDir, path.dirname(file)), cardFileName(card));
          cards.push(cardPath);
          const url = `${siteUrl}/${cardPath.split(path.sep).join('/')}`;
          page.headTags = withCardTags(page.headTags, url, card.title);
          if (!existsSync(path.join(dist, cardPath))) toDraw.push({ cardPath, card });
        }
        const html = pageHtml(template, page, await pageCss(page.remoteModules), fonts);
        await writeFile(file, html);
        hashes[path.relative(outDir, file).split(path.sep).join('/')] = inlineScriptHashes(html);
        return page.remoteModules;
      };
      for (const page of selected) {
        const pagePath = pathFor(page.ref, page.language);
        const modules = await write(pagePath, outputFile(outDir, pagePath), socialCardOf(page, resources));
        // What a release of a remote renders again rests on this map (site-dependencies.ts remotesOf).
        const unnamed = modules.filter((module) => !pageHolds(page, module.split('/')[0]));
        if (unnamed.length) throw new Error(`${pagePath} holds ${unnamed.join(', ')}, which site-dependencies.ts remotesOf does not name for it`);
      }
      if (!onlyPages) {
        const partial = isPartial(request);
        const notFoundLanguages = new Set((request.facts ?? []).flatMap((fact) => notFoundPagesShowing(fact)));
        if (!partial || notFoundLanguages.size) {
          // A 404 page per language (scripts/lib/static-server.mjs answers with the path's language).
          for (const language of LANGUAGE_CODES.filter((code) => !partial || notFoundLanguages.has('all') || notFoundLanguages.has(code))) {
            const prefix = language === 'es' ? '' : `/${language}`;
            await write(`${prefix}${NOT_FOUND_PATH}`, path.join(outDir, prefix.slice(1), '404.html'));
          }
        }
        await writeFile(path.join(outDir, 'sitemap.xml'), sitemap(siteUrl, pages, languages));
        await writeFile(path.join(outDir, 'robots.txt'), robots(siteUrl));
        const routes = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, resources[language].routes])) as Parameters<typeof privatePages>[1];
        for (const { file, html } of privatePages(template, routes)) {
          await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
          await writeFile(path.join(outDir, file), html);
          hashes[file] = inlineScriptHashes(html);
        }
        await writeFile(path.join(outDir, REDIRECTS_FILE), await redirectsFile(backend.url, backend.anonKey, posts));
        await writeFile(path.join(outDir, PRERENDER_ORIGINS_FILE), `${JSON.stringify(origins, null, 2)}\n`);
        for (const language of languages) {
          const feed = path.join(outDir, pathFor({ page: 'blog' }, language).slice(1), 'rss.xml');
          await mkdir(path.dirname(feed), { recursive: true });
          await writeFile(feed, await rssFeed(siteUrl, language, posts, resources[language].routes as Parameters<typeof rssFeed>[3]));
        }
      }
      // Into the dist only when everything rendered, so a failed run leaves the last good pages.
      await precompress(outDir, { brotliQuality: 9 });
      await install(outDir, dist);
      if (toDraw.length) {
        const cardDir = await mkdtemp(path.join(tmpdir(), 'generate-cards-'));
        try {
          await Promise.all(
            toDraw.map(async ({ cardPath, card }) => {
              await mkdir(path.dirname(path.join(cardDir, cardPath)), { recursive: true });
              await writeFile(path.join(cardDir, cardPath), await renderSocialCard(card));
            }),
          );
          await install(cardDir, dist);
        } finally {
          await rm(cardDir, { recursive: true, force: true });
        }
      }
      await removeOldCards(dist, cards);
      if (!onlyPages) await removeInactiveFeeds(dist, languages);
      const removed = onlyPages ? [] : await removeStalePostPages(dist, pages);
      await writeHashes(dist, hashes, removed);
      return { pages: selected.length, removed, ms: Date.now() - started };
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  };

  return {
    generate(request = {}) {
      const result = queue.then(() => run(request));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
