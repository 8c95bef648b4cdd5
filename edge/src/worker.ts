// The production runtime: one Cloudflare Worker serves the whole public site from one R2 bucket laid
// out as the release store (release/src/): `<app>/<version>/…` (each version's files, uploaded
// once), `pages/<env>/<name>/…` (the generated pages: the shell's build plus every public page, with
// `_redirects` and `csp-hashes.json`), and `registry/<env>.json`, the pointer that says which version
// of each app and which pages folder are live. Promotion and rollback rewrite only that pointer; the
// Worker re-reads it every second, so a switch is visible within seconds, with no deploy.
//
// Remotes are served under the site's own origin at versioned paths (`/_apps/<app>/<version>/…`),
// named by /env.js from the registry: see README, "Deploying".
import { cacheControlFor, NO_CACHE } from '../../config/cache-policy.mjs';
import { baseSecurityHeaders, policyFor } from '../../config/security-policy.mjs';
import { acceptedEncodings, CONTENT_TYPES, CSP_HASHES_FILE, isPrivateFile, NOINDEX, REDIRECTS_FILE } from '../../config/site-files.mjs';
import {
  APP_PATTERN as APP,
  cookieOf,
  PREVIEW_COOKIE,
  PREVIEW_EXIT_PATH,
  PREVIEW_PATH,
  readPreview,
  VERSION_PATTERN as VERSION,
  type Preview,
} from './preview-token.ts';
import { storeAdmin } from './store-admin.ts';

export interface Env {
  SITE: R2Bucket;
  /** Which registry this Worker serves: `production` or `staging`. */
  SITE_ENV: string;
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** Canonical origin for links in /env.js; empty: the page's own. */
  SITE_URL?: string;
  /** Cloudflare Turnstile site key: the public forms show the check (README, "Deploying"); empty: none. */
  TURNSTILE_SITE_KEY?: string;
  /** Local emulator only (release/src/worker-store-target.ts): the store's write API, when set. */
  STORE_ADMIN_TOKEN?: string;
  /** Signs preview links (`wrangler secret put PREVIEW_SECRET`; README, "Previews"); unset: no previews. */
  PREVIEW_SECRET?: string;
}

interface Registry {
  apps: Record<string, { live: { version: string } }>;
  /** The federation name of each remote (`mf-blog` → `mf_blog`), written with the registry from config/apps.mjs. */
  remotes?: Record<string, string>;
  pages?: { dir: string };
}

const PAGES_DIR = /^pages\/[a-z]+\/[0-9a-z-]+$/;
const REFRESH_MS = 1000;

const extensionOf = (key: string) => /\.([a-z0-9]+)$/i.exec(key.slice(key.lastIndexOf('/') + 1))?.[1]?.toLowerCase();
const typeOf = (key: string) => (CONTENT_TYPES as Record<string, string>)[`.${extensionOf(key) ?? ''}`] ?? 'application/octet-stream';

/**
 * Objects that change in place (the registry, a pages folder's manifests), read at most once a second
 * per isolate. The cache holds values, never a pending read: a read belongs to the request that made
 * it, and another request awaiting it fails ("Cannot perform I/O on behalf of a different request")
 * when the first one is cancelled — a visitor leaving a page mid-load. `at` is when the read began.
 */
const cache = new Map<string, { at: number; value: unknown }>();
async function fresh<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < REFRESH_MS) return hit.value as T;
  const at = Date.now();
  const value = await load();
  if ((cache.get(key)?.at ?? -1) <= at) cache.set(key, { at, value });
  return value;
}

async function readJson<T>(bucket: R2Bucket, key: string): Promise<T | null> {
  const object = await bucket.get(key);
  return object ? ((await object.json()) as T) : null;
}

class NothingReleased extends Error {}

/** Why a registry may not be served (every name in it becomes part of a key or a URL), or null. */
function registryProblem(registry: Registry): string | null {
  if (typeof registry.apps !== 'object' || !registry.apps) return 'no apps';
  for (const [app, { live }] of Object.entries(registry.apps)) {
    if (!APP.test(app) || !VERSION.test(live?.version)) return `an invalid version: ${app} ${live?.version}`;
  }
  if (registry.pages && !PAGES_DIR.test(registry.pages.dir)) return `an invalid pages folder: ${registry.pages.dir}`;
  return null;
}

/** The last registry this isolate found valid, served while a broken one is in the bucket. */
let lastGoodRegistry: Registry | null = null;

async function registryOf(env: Env): Promise<Registry> {
  const key = `registry/${env.SITE_ENV}.json`;
  const registry = await fresh(key, async () => {
    const object = await env.SITE.get(key);
    if (!object) return null;
    const read = (await object.json().catch(() => null)) as Registry | null;
    const problem = read ? registryProblem(read) : 'no JSON';
    if (!problem) return (lastGoodRegistry = read);
    // Once per read (a second), not per request.
    console.error(`${key} holds ${problem}: ${lastGoodRegistry ? 'serving the last good one' : 'nothing valid to serve'}`);
    if (!lastGoodRegistry) throw new Error(`${key} holds ${problem}`);
    return lastGoodRegistry;
  });
  if (!registry) throw new NothingReleased();
  return registry;
}

interface Redirects {
  moves: Map<string, string>;
  /** The routes only the app renders, each with the page that starts it: the private ones (site-generator/src/site-files.ts). */
  appRoutes: Array<{ matches: (path: string) => boolean; file: string }>;
}

/** A pages folder's `_redirects` (the generator's): `from to 301` moves, `from /<page> 200` routes the app renders. */
function redirectsOf(env: Env, root: string): Promise<Redirects> {
  return fresh(`${root}/${REDIRECTS_FILE}`, async () => {
    const text = (await (await env.SITE.get(`${root}/${REDIRECTS_FILE}`))?.text()) ?? '';
    const moves = new Map<string, string>();
    const appRoutes: Redirects['appRoutes'] = [];
    for (const line of text.split('\n')) {
      const [from, to, code] = line.trim().split(/\s+/);
      if (!from || !to || from.startsWith('#')) continue;
      if (code === '200') {
        const file = to.replace(/^\//, '');
        if (file.split('/').some((part) => !part || part.startsWith('.'))) continue;
        const matches = from.endsWith('/*') ? (path: string) => path.startsWith(from.slice(0, -1)) : (path: string) => path === from || path === `${from}/`;
        appRoutes.push({ matches, file });
      } else moves.set(decodeURIComponent(from), to);
    }
    return { moves, appRoutes };
  });
}

/**
 * A pages folder's CSP manifest. `notBefore`: the upload time of the page about to be sent; a manifest
 * this isolate read before that page was written is read again, so a page the site-update job has just
 * rewritten never goes out with the hashes of its previous version (the job writes the manifest with
 * both, then the pages: release/src/cloudflare-site-update.ts).
 */
function hashesOf(env: Env, root: string, notBefore = 0): Promise<Record<string, string[]>> {
  const key = `${root}/${CSP_HASHES_FILE}`;
  const hit = cache.get(key);
  if (hit && hit.at <= notBefore) cache.delete(key);
  return fresh(key, async () => (await readJson<Record<string, string[]>>(env.SITE, key)) ?? {});
}

function securityHeaders(url: URL): Headers {
  const headers = new Headers(baseSecurityHeaders({ https: url.protocol === 'https:' }));
  headers.set('Vary', 'Accept-Encoding');
  return headers;
}

const text = (status: number, body: string, headers: Headers) => {
  headers.set('Content-Type', CONTENT_TYPES['.txt']);
  headers.set('Cache-Control', NO_CACHE);
  return new Response(body, { status, headers });
};

/**
 * One stored file: its brotli or gzip twin when the client takes it and the release stored one,
 * with its type and cache policy, or null.
 */
async function serveObject(
  request: Request,
  env: Env,
  key: string,
  headers: Headers,
  { status = 200, cacheControl = NO_CACHE, beforeSend }: { status?: number; cacheControl?: string; beforeSend?: (object: R2Object) => Promise<void> } = {},
) {
  // Cloudflare (and wrangler dev) hand the Worker `Accept-Encoding: br, gzip` whatever the client
  // sent; the client's own header, empty when it sent none, is cf.clientAcceptEncoding.
  const accepted = (request.cf?.clientAcceptEncoding as string | undefined) ?? request.headers.get('Accept-Encoding');
  const compressible = ['js', 'mjs', 'css', 'html', 'json', 'svg', 'txt', 'xml'].includes(extensionOf(key) ?? '');
  const candidates: Array<[string, string | null]> = [
    ...(compressible ? acceptedEncodings(accepted, ['br', 'gzip']) : []).map((encoding): [string, string] => [
      `${key}.${encoding === 'br' ? 'br' : 'gz'}`,
      encoding,
    ]),
    [key, null],
  ];
  for (const [candidate, encoding] of candidates) {
    const object = request.method === 'HEAD' ? await env.SITE.head(candidate) : await env.SITE.get(candidate);
    if (!object) continue;
    await beforeSend?.(object);
    headers.set('Content-Type', typeOf(key));
    headers.set('Cache-Control', cacheControl);
    headers.set('ETag', object.httpEtag);
    if (encoding) headers.set('Content-Encoding', encoding);
    if (status === 200 && request.headers.get('If-None-Match') === object.httpEtag) return new Response(null, { status: 304, headers });
    const body = request.method === 'HEAD' ? null : (object as R2ObjectBody).body;
    // manual: the body is already encoded as Content-Encoding says; the runtime must not encode it again.
    return new Response(body, { status, headers, encodeBody: encoding ? 'manual' : 'automatic' });
  }
  return null;
}

/** The policy of a remote's own page (its standalone harness), which is no page of the site: the
 *  site's, with no inline script allowed. */
const harnessPolicy = (env: Env) => policyFor({ scriptHashes: [], remotes: [], supabaseUrl: env.SUPABASE_URL, turnstile: !!env.TURNSTILE_SITE_KEY });

/**
 * A version's own page (its standalone harness: shared-ui/src/platform/standalone-harness.tsx), at
 * `/_apps/<app>/<version>/` and every route of its router below it. The build gives the page
 * `<base href="/">` for its dev server; here the base names the version's folder, so its scripts,
 * its federation runtime and its translations are that version's own files, and its router takes
 * the folder as its basename. (Builds before the base named the runtime core from the root: moved
 * into the folder too, so every version in the bucket opens.) Never indexed.
 */
async function serveHarness(request: Request, env: Env, app: string, version: string, headers: Headers) {
  const key = `${app}/${version}/index.html`;
  const object = await env.SITE.get(key);
  if (!object) return text(404, 'Not found', headers);
  const folder = `/_apps/${app}/${version}/`;
  const html = (await object.text()).replace('<base href="/">', `<base href="${folder}">`).replace(/(<script src=")\/mf-runtime\//, '$1mf-runtime/');
  headers.set('Content-Type', CONTENT_TYPES['.html']);
  headers.set('Cache-Control', cacheControlFor('index.html'));
  headers.set('Content-Security-Policy', harnessPolicy(env));
  for (const [name, value] of Object.entries(NOINDEX)) headers.set(name, value);
  return new Response(request.method === 'HEAD' ? null : html, { headers });
}

/** `/_apps/<app>/<version>/<file>`: a version's file (its cache policy: config/cache-policy.mjs), or its harness. */
async function serveAppFile(request: Request, env: Env, path: string, headers: Headers) {
  const [, app, version, ...rest] = path.split('/').slice(1);
  // `/_apps/<app>/`: to the harness of the version live here (the others open by their folder).
  if (!version && !rest.length && APP.test(app ?? '')) {
    const live = (await registryOf(env)).apps[app!]?.live.version;
    if (!live) return text(404, 'Not found', headers);
    for (const [name, value] of Object.entries(NOINDEX)) headers.set(name, value);
    headers.set('Location', `/_apps/${app}/${live}/`);
    headers.set('Cache-Control', NO_CACHE);
    return new Response(null, { status: 302, headers });
  }
  // `/_apps/<app>/<version>` and `/_apps/<app>/<version>/…/` name folders: their last part is empty.
  const parts = rest.at(-1) === '' ? rest.slice(0, -1) : rest;
  const file = parts.join('/');
  if (!APP.test(app ?? '') || !VERSION.test(version ?? '') || parts.some((part) => !part || part.startsWith('.'))) {
    return text(404, 'Not found', headers);
  }
  // The harness at the version's folder and at any route of its router (no extension: a path of the
  // app, not a file); a missing file keeps its 404.
  if (!extensionOf(file) || file === 'index.html') return serveHarness(request, env, app!, version!, headers);
  if (extensionOf(file) === 'html') {
    headers.set('Content-Security-Policy', harnessPolicy(env));
    for (const [name, value] of Object.entries(NOINDEX)) headers.set(name, value);
  }
  const response = await serveObject(request, env, `${app}/${version}/${file}`, headers, { cacheControl: cacheControlFor(file) });
  return response ?? text(404, 'Not found', headers);
}

/**
 * What a preview token gives here (README, "Previews"): of its remotes, those this registry serves
 * whose version is in the bucket; null for an invalid token or none left — then nothing differs.
 */
async function servedPreview(token: string | null, env: Env, registry: Registry): Promise<Preview | null> {
  const preview = await readPreview(token, env.PREVIEW_SECRET, env.SITE_ENV);
  if (!preview) return null;
  const apps: Record<string, string> = {};
  for (const [app, version] of Object.entries(preview.apps)) {
    if (registry.remotes?.[app] && registry.apps[app] && (await env.SITE.head(`${app}/${version}/mf-manifest.json`))) apps[app] = version;
  }
  return Object.keys(apps).length ? { ...preview, apps } : null;
}

/**
 * /env.js: the runtime configuration every app reads first, naming the live version of each remote —
 * or, for a visitor previewing a candidate, that version instead, and the preview (the shell's banner).
 * Never stored by a cache on the way: it may differ per visitor.
 */
async function envScript(request: Request, env: Env, url: URL, headers: Headers) {
  const registry = await registryOf(env);
  const preview = await servedPreview(cookieOf(request.headers.get('Cookie'), PREVIEW_COOKIE), env, registry);
  const remotes = Object.fromEntries(
    Object.entries(registry.remotes ?? {})
      .filter(([app]) => registry.apps[app])
      .map(([app, name]) => [name, `${url.origin}/_apps/${app}/${preview?.apps[app] ?? registry.apps[app].live.version}/mf-manifest.json`]),
  );
  const config = {
    remotes,
    supabaseUrl: env.SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    siteUrl: env.SITE_URL ?? '',
    turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? '',
    ...(preview ? { preview: { apps: preview.apps, expiresAt: new Date(preview.expiresAt).toISOString(), exitUrl: PREVIEW_EXIT_PATH } } : {}),
  };
  headers.set('Content-Type', CONTENT_TYPES['.js']);
  headers.set('Cache-Control', preview ? 'private, no-store' : NO_CACHE);
  headers.set('Vary', 'Accept-Encoding, Cookie');
  return new Response(`window.__ENV__ = ${JSON.stringify(config, null, 2)};\n`, { headers });
}

/**
 * `/__preview?token=…&to=/path`: a preview link. A valid token becomes this visitor's cookie (until
 * the token expires) and the visitor goes on to `to`, a path of this site; `/__preview/exit` ends it.
 * The token leaves the address bar at once and is sent nowhere else (no referrer).
 */
async function previewLink(env: Env, url: URL, path: string, headers: Headers) {
  for (const [name, value] of Object.entries(NOINDEX)) headers.set(name, value);
  headers.set('Referrer-Policy', 'no-referrer');
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  const cookie = (value: string, maxAge: number) => `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  const goTo = (location: string) => {
    headers.set('Location', location);
    headers.set('Cache-Control', 'private, no-store');
    return new Response(null, { status: 302, headers });
  };
  if (path === PREVIEW_EXIT_PATH) {
    headers.set('Set-Cookie', cookie('', 0));
    return goTo('/');
  }
  const token = url.searchParams.get('token');
  const preview = await servedPreview(token, env, await registryOf(env));
  if (!preview) {
    return text(403, 'This preview link is not valid here: expired, signed for another site or environment, or naming no version in the bucket.', headers);
  }
  const to = url.searchParams.get('to') ?? '/';
  headers.set('Set-Cookie', cookie(token!, Math.floor((preview.expiresAt - Date.now()) / 1000)));
  // Only a path of this site: never `//elsewhere` or `/\elsewhere`.
  return goTo(/^\/(?![/\\])/.test(to) ? to : '/');
}

/** A page or a file of the live pages folder (or, before any generation, of the live shell). */
async function serveSite(request: Request, env: Env, url: URL, path: string, headers: Headers) {
  const registry = await registryOf(env);
  const shell = registry.apps.shell?.live.version;
  const root = registry.pages?.dir ?? (shell ? `shell/${shell}` : null);
  if (!root) throw new NothingReleased();
  const { moves, appRoutes } = await redirectsOf(env, root);
  const moved = moves.get(path.replace(/(.)\/$/, '$1'));
  if (moved) {
    headers.set('Location', `${moved}${url.search}`);
    headers.set('Cache-Control', NO_CACHE);
    return new Response(null, { status: 301, headers });
  }
  const parts = path.split('/').filter(Boolean);
  if (parts.some((part) => part.startsWith('.')) || isPrivateFile(path)) return text(404, 'Not found', headers);
  const hasExtension = Boolean(extensionOf(path));
  if (hasExtension) {
    const response = await serveObject(request, env, `${root}/${parts.join('/')}`, headers, {
      cacheControl: cacheControlFor(path),
    });
    return response ?? text(404, 'Not found', headers);
  }
  const page = [...parts, 'index.html'].join('/');
  const prefix = /^\/([a-z]{2,3})(\/|$)/.exec(path)?.[1];
  // A page, else the app for the routes it alone renders (private: never indexed, though crawlers
  // may read them to learn so), else the 404 page in the path's language.
  const choices: Array<[string, number]> = [[page, 200]];
  const appRoute = appRoutes.find(({ matches }) => matches(path));
  if (appRoute) {
    for (const [name, value] of Object.entries(NOINDEX)) headers.set(name, value);
    choices.push([appRoute.file, 200]);
  } else choices.push(...(prefix ? [[`${prefix}/404.html`, 404] as [string, number]] : []), ['404.html', 404]);
  for (const [file, status] of choices) {
    // The policy allows the inline scripts the generator wrote into this page, and no other.
    const beforeSend = async (object: R2Object) => {
      const hashes = await hashesOf(env, root, object.uploaded.getTime());
      headers.set(
        'Content-Security-Policy',
        policyFor({ scriptHashes: hashes[file] ?? [], remotes: [], supabaseUrl: env.SUPABASE_URL, turnstile: !!env.TURNSTILE_SITE_KEY }),
      );
    };
    const response = await serveObject(request, env, `${root}/${file}`, headers, { status, beforeSend });
    if (response) return response;
  }
  headers.delete('Content-Security-Policy');
  return text(404, 'Not found', headers);
}

export default {
  async fetch(request, env): Promise<Response> {
    const url = new URL(request.url);
    const headers = securityHeaders(url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return text(400, 'Bad request', headers);
    }
    if (env.STORE_ADMIN_TOKEN && path.startsWith('/__store/')) return storeAdmin(request, env.SITE, env.STORE_ADMIN_TOKEN, url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      headers.set('Allow', 'GET, HEAD');
      return new Response(null, { status: 405, headers });
    }
    try {
      if (path === '/env.js') return await envScript(request, env, url, headers);
      if (path === PREVIEW_PATH || path === PREVIEW_EXIT_PATH) return await previewLink(env, url, path, headers);
      if (path.startsWith('/_apps/')) return await serveAppFile(request, env, path, headers);
      return await serveSite(request, env, url, path, headers);
    } catch (error) {
      if (error instanceof NothingReleased) return text(503, 'Nothing is released yet', headers);
      console.error(error);
      return text(500, 'Internal server error', headers);
    }
  },
} satisfies ExportedHandler<Env>;
