// One generated page as HTML: the shell's built index.html with the rendered markup, its head,
// the CSS it needs inlined, first-paint font preloads and the embedded data for hydration.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../shared-i18n/src/languages.ts';
import { consentBootScript } from '../../shared-ui/src/platform/consent-boot-script.ts';
import { EARLY_HOLD_SCRIPT } from '../../shell/src/remotes/early-hold-script.ts';
import { jsonForScript } from '../../shared-ui/src/platform/json-for-script.ts';
import { PAGE_DATA_ID } from '../../shell/src/app/page-data.ts';
import { appDirs } from '../../config/apps.mjs';
import type { RenderedPage } from '../../shell/src/server/page-contract.ts';
import type { SiteBuilds } from './site-builds.ts';
import { SPECULATION_RULES } from './speculation-rules.ts';

// The two fonts the first paint needs, by page language: the heading serif (700, headings are bold)
// and the body sans (400) of the script the page is written in. Chinese pages preload nothing: their
// text is in the system's CJK fonts (shared-ui/src/styles/tokens.css).
const FIRST_PAINT_FONTS: Partial<Record<Language, RegExp[]>> & { default: RegExp[] } = {
  default: [/^playfair-display-latin-700-normal\.[\w]+\.woff2$/, /^source-sans-3-latin-400-normal\.[\w]+\.woff2$/],
  // Russian text needs the Latin files as well (the firm's name, digits, e-mail addresses) and its
  // bold (the menu, buttons): six files, which layout would otherwise find in two late rounds.
  ru: [
    /^playfair-display-cyrillic-700-normal\.[\w]+\.woff2$/,
    /^source-sans-3-cyrillic-400-normal\.[\w]+\.woff2$/,
    /^playfair-display-latin-700-normal\.[\w]+\.woff2$/,
    /^source-sans-3-latin-400-normal\.[\w]+\.woff2$/,
    /^source-sans-3-cyrillic-700-normal\.[\w]+\.woff2$/,
    /^source-sans-3-latin-700-normal\.[\w]+\.woff2$/,
  ],
  // The files cut to the site's Arabic (~10–12 kB each), not the full ones (~50 kB) they stand for;
  // the body's bold (buttons, the menu) and the Latin serif of the firm's name are on the first
  // screen too, and layout would find them a round trip late.
  ar: [
    /^noto-naskh-arabic-arabic-700-site\.[\w]+\.woff2$/,
    /^noto-sans-arabic-arabic-400-site\.[\w]+\.woff2$/,
    /^noto-sans-arabic-arabic-700-site\.[\w]+\.woff2$/,
    /^playfair-display-latin-700-normal\.[\w]+\.woff2$/,
  ],
  zh: [],
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function cssFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.css')).map((entry) => path.join(entry.parentPath, entry.name));
}

interface ManifestAssets {
  assets: { css: { sync: string[]; async: string[] } };
}
interface ManifestExpose extends ManifestAssets {
  path: string;
}

/** One CSS file of a build, by its path in the build's dist (`static/css/async/9n.146feb4d97.css`). */
interface CssFile {
  href: string;
  css: string;
}

/**
 * The CSS a page needs before any script runs (with module federation all CSS arrives in async
 * chunks): the shell's and that of each remote module the page rendered, from the remote's manifest.
 */
export async function createPageCss(builds: SiteBuilds) {
  const read = async (dir: string, href: string): Promise<CssFile> => ({ href, css: await readFile(path.join(dir, href), 'utf8') });
  const shellDist = builds.shell.dist;
  const shellCss = await Promise.all(
    (await cssFiles(path.join(shellDist, 'static/css'))).sort().map((file) => read(shellDist, path.relative(shellDist, file).split(path.sep).join('/'))),
  );
  const manifests = new Map<string, ManifestExpose[]>();
  // Shared modules only remotes use (shared-ui/carousel) bring their CSS from the remote's copy;
  // not the tokens (the shell's are in) nor the standalone harness (a remote's page without shell).
  const sharedCss = new Map<string, string[]>();
  for (const [app, dir] of Object.entries(appDirs)) {
    if (app === 'shell') continue;
    const manifest = await readFile(path.join(builds[dir].dist, 'mf-manifest.json'), 'utf8').then(JSON.parse, () => null);
    if (!manifest) continue;
    manifests.set(app, manifest.exposes);
    const shared = (manifest.shared as Array<ManifestAssets & { name: string }>).filter(({ name }) => !/^shared-ui\/(tokens\.css|harness)$/.test(name));
    sharedCss.set(
      app,
      shared.flatMap(({ assets }) => [...assets.css.sync, ...assets.css.async]),
    );
  }
  return async (remoteModules: string[]): Promise<CssFile[]> => {
    const parts = [...shellCss];
    for (const id of remoteModules) {
      const [app, module] = id.split('/');
      const expose = manifests.get(app)?.find((candidate) => candidate.path === `./${module}`);
      if (!expose) throw new Error(`${id} is not in ${app}'s mf-manifest.json`);
      const files = [...expose.assets.css.sync, ...expose.assets.css.async, ...(sharedCss.get(app) ?? [])];
      parts.push(...(await Promise.all(files.map((file) => read(builds[appDirs[app as keyof typeof appDirs]].dist, file)))));
    }
    // A file identical to one already in (chunks repeated per entry) is named, empty, so that its
    // chunk is found in the page too.
    const seen = new Set<string>();
    const hrefs = new Set<string>();
    return parts
      .filter((part) => !hrefs.has(part.href) && hrefs.add(part.href))
      .map((part) => (seen.has(part.css) ? { href: part.href, css: '' } : (seen.add(part.css), part)));
  };
}

/**
 * The page's CSS, one <style> per file. `data-href` is the file's path in its build, which is how
 * the bundler's CSS chunk loader (mini-css-extract's runtime, in the shell and in each remote) finds
 * a chunk's CSS already in the page: it then neither downloads the file again nor makes the browser
 * recompute the styles of the whole page when it arrives.
 */
export function pageStyles(files: CssFile[]): string {
  return files.map(({ href, css }) => `<style data-generated data-href="${escapeHtml(href)}">${css}</style>`).join('');
}

/** The shell build's font files (names), which the pages preload from. */
export const shellFonts = (builds: SiteBuilds) => readdir(path.join(builds.shell.dist, 'static/font')).catch(() => [] as string[]);

function fontPreloads(language: Language, fonts: string[]): string[] {
  const wanted = FIRST_PAINT_FONTS[language] ?? FIRST_PAINT_FONTS.default;
  return wanted
    .map((pattern) => fonts.find((name) => pattern.test(name)))
    .filter((name): name is string => !!name)
    .map((name) => `<link rel="preload" href="/static/font/${name}" as="font" type="font/woff2" crossorigin>`);
}

/**
 * A generated page is complete without JavaScript, so the app must not hold up its first paint nor
 * the paint of its main image: the entry script is fetched from the first contentful paint on and
 * run once the page's high-priority images (the home's hero, the LCP element) have loaded and
 * painted, or a second after the first paint at the latest. As a plain deferred script it could
 * run before the first paint (cached, or on a fast connection), and the page would wait for the
 * federation runtime and React before showing anything; preloaded from the HTML it took the
 * bandwidth of the fonts and the hero image on a slow connection.
 */
function startAppAfterFirstPaint(html: string): string {
  return html.replace(/<script defer src="(\/static\/js\/[^"]+\.js)"><\/script>/g, (_tag, src: string) => {
    const start =
      `(function(){var started=false,parsed=false,painted=false;` +
      // The runtime configuration (/env.js, deferred) must have run first, or the federation runtime
      // would use the build's default remote URLs. Deferred scripts run before DOMContentLoaded, and
      // this script runs while the page is parsed, so the listener is always in time.
      `document.addEventListener('DOMContentLoaded',function(){parsed=true;start()});` +
      `function start(){if(started||!painted||(!parsed&&!window.__ENV__))return;started=true;var script=document.createElement('script');script.src=${JSON.stringify(src)};document.head.appendChild(script)}` +
      `function ready(){painted=true;start()}` +
      // rAF runs just before a frame; the timeout then runs after it is painted.
      `function afterFrame(then){requestAnimationFrame(function(){setTimeout(then,0)})}` +
      // Fetched from the first paint on, so that it does not take the bandwidth of what paints first
      // (fonts, the hero image) on a slow connection.
      `function afterImages(){var left=0,link=document.createElement('link');link.rel='preload';link.as='script';link.href=${JSON.stringify(src)};document.head.appendChild(link);` +
      `[].forEach.call(document.querySelectorAll('img[fetchpriority=high]'),function(image){if(image.complete)return;left++;` +
      `function done(){if(--left===0)afterFrame(ready)}image.addEventListener('load',done);image.addEventListener('error',done)});` +
      `if(!left)ready();else setTimeout(ready,1000)}` +
      // The first contentful paint from Paint Timing: the first frame can be blank (the body not
      // parsed yet). Without Paint Timing, the first frame.
      `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
      `if(types.indexOf('paint')<0)afterFrame(afterImages);` +
      `else new PerformanceObserver(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();afterImages()}).observe({type:'paint',buffered:true});` +
      // A page opened in a background tab paints nothing.
      `setTimeout(function(){if(document.hidden)ready()},500);setTimeout(ready,3000)})()`;
    return `<script>${start}</script>`;
  });
}

/** When the newest data the page shows was read (the time of the render when it shows none). */
function dataTime(page: RenderedPage): string {
  const { queries = [] } = page.state as { queries?: Array<{ state: { dataUpdatedAt?: number } }> };
  const times = queries.map((query) => query.state.dataUpdatedAt ?? 0).filter((time) => time > 0);
  return new Date(times.length ? Math.max(...times) : Date.now()).toISOString();
}

/** @param fonts the shell build's font files (shellFonts) */
export function pageHtml(template: string, page: RenderedPage, css: CssFile[], fonts: string[]): string {
  // The browser revalidates what the page shows after hydrating it; this says how old it was.
  const generated = `<meta name="data-generated-at" content="${dataTime(page)}">`;
  // The next page prefetched when a link is about to be followed (./speculation-rules.ts).
  const speculation = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
  const head = [...fontPreloads(page.language, fonts), ...page.headTags, generated, speculation].join('\n    ');
  // The banner is in the markup; this script, before the first paint, shows it only when the
  // visitor has no stored choice and answers its buttons until the app has hydrated.
  const consent = `<script>${consentBootScript()}</script><script>${EARLY_HOLD_SCRIPT}</script>`;
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript({ state: page.state, resources: page.resources, remoteParts: page.remoteModules.length, ...(page.status === 404 ? { notFound: true } : {}) })}</script>`;
  return startAppAfterFirstPaint(template)
    .replace(/<html[^>]*>/, `<html lang="${page.language}" dir="${page.dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    ${consent}\n    ${head}\n    ${pageStyles(css)}`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${page.html}</div>\n    ${data}`);
}

/**
 * A private page (./site-files.ts PRIVATE_PAGES): the app's own page in the route's language, with
 * the route's title and noindex, for crawlers and previews that run no script (the app sets both too).
 */
export function privatePageHtml(template: string, { language, dir, title }: { language: Language; dir: 'ltr' | 'rtl'; title: string }): string {
  return template
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex, nofollow">`);
}
