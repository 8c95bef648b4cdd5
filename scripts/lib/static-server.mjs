// Production server for one built app. Files are served by `send` (the static-file core of Express:
// root confinement, dotfiles, ranges, conditional requests, malformed paths refused); this module
// keeps only the project's policy: pre-compressed twins, the cache rules module federation needs
// (config/cache-policy.mjs), CORS so the shell can
// load remotes from other origins, /env.js generated from the environment, the redirects the
// prerender wrote (`_redirects`), the app's page for unknown routes so the client router can render
// them (or its 404), and the security headers and content security policy of
// config/security-headers.mjs, with the inline scripts the generator's manifest names for the page.
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import send from 'send';
import { deploymentFromEnv } from '../../config/deployment.mjs';
import { runtimeConfig, runtimeConfigScript } from '../../config/runtime-env.mjs';
import { cacheControlFor, NO_CACHE } from '../../config/cache-policy.mjs';
import { baseSecurityHeaders, contentSecurityPolicyFor, isHttps } from '../../config/security-headers.mjs';
import { acceptedEncodings, CONTENT_TYPES, CSP_HASHES_FILE, isPrivateFile, NOINDEX, PRERENDER_ORIGINS_FILE, REDIRECTS_FILE } from '../../config/site-files.mjs';

/**
 * The file a decoded URL path names inside root, or null. Normalising against "/" first means no
 * number of "..", encoded or not, can climb out of root; dotfiles are never served.
 */
async function fileAt(root, urlPath) {
  const relative = path.posix.normalize(`/${urlPath}`);
  if (relative.includes('\0') || relative.split('/').some((part) => part.startsWith('.') && part !== '')) return null;
  const resolved = path.join(root, relative);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(resolved);
    if (info.isFile()) return resolved;
    if (info.isDirectory()) return fileAt(root, path.posix.join(relative, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

const EXTENSIONS = { br: '.br', gzip: '.gz' };

async function precompressed(file, acceptEncoding) {
  for (const encoding of acceptedEncodings(acceptEncoding, ['br', 'gzip'])) {
    const extension = EXTENSIONS[encoding];
    try {
      if ((await stat(file + extension)).isFile()) return { file: file + extension, encoding };
    } catch {
      // no pre-compressed twin: try the next encoding
    }
  }
  return { file, encoding: null };
}

/** The decoded path of a request URL, or null when it is malformed (a 400, never a 500). */
function decodedPath(url) {
  try {
    const pathname = new URL(url ?? '/', 'http://x').pathname;
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * A dist's CSP manifest (the generator's: each page's inline-script hashes as it wrote them), read
 * again when it changes: pages are regenerated in place while the server runs. None (an app's own
 * build): no inline script is allowed, as the Worker does.
 */
function hashesLoader(dist) {
  const file = path.join(dist, CSP_HASHES_FILE);
  let loaded = { mtime: -1, hashes: {} };
  return async () => {
    const mtime = await stat(file).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (mtime !== loaded.mtime) loaded = { mtime, hashes: mtime ? JSON.parse(await readFile(file, 'utf8')) : {} };
    return loaded.hashes;
  };
}

// After generating (site-generator/cli.ts) every public page exists as a file — a post's pages from
// the moment it is public until it is not (release/site-updates/worker.ts keeps them in step) — so a
// path with no file is either a page the client renders (the admin: the `200` lines of `_redirects`,
// which the generator writes from the route table) or a real 404, answered in the path's language
// (<lang>/404.html where the generator wrote one; 404.html is Spanish), as a static host answers.
// Without generated pages every path goes to the app, which renders its own 404.
async function clientRoute(dist, urlPath, usePrerendered, clientRoute) {
  const app = path.join(dist, 'app.html');
  const notFound = path.join(dist, '404.html');
  const prerendered = await stat(notFound).then(
    () => true,
    () => false,
  );
  if (!prerendered) return { file: path.join(dist, 'index.html'), status: 200 };
  if (!usePrerendered) return { file: app, status: 200 };
  if (clientRoute) return { file: (await fileAt(dist, clientRoute.to)) ?? app, status: 200 };
  // A language prefix is a first segment with a 404 page of its own (only letters: never a path out of dist).
  const prefix = /^\/([a-z]{2,3})(\/|$)/.exec(urlPath)?.[1];
  const localNotFound = prefix ? path.join(dist, prefix, '404.html') : null;
  const hasLocal =
    localNotFound &&
    (await stat(localNotFound).then(
      () => true,
      () => false,
    ));
  return { file: hasLocal ? localNotFound : notFound, status: 404 };
}

/** A `_redirects` source: `/a` matches /a and /a/, `/a/*` everything below /a/. */
function routeMatcher(from) {
  if (from.endsWith('/*')) return (urlPath) => urlPath.startsWith(from.slice(0, -1));
  return (urlPath) => urlPath === from || urlPath === `${from}/`;
}

function redirectsLoader(dist) {
  const file = path.join(dist, REDIRECTS_FILE);
  let loaded = { mtime: -1, rules: new Map(), clientRoutes: [] };
  return async () => {
    const mtime = await stat(file).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (mtime !== loaded.mtime) {
      const text = mtime ? await readFile(file, 'utf8') : '';
      const rules = new Map();
      const clientRoutes = [];
      for (const line of text.split('\n')) {
        const [from, to, code] = line.trim().split(/\s+/);
        if (!from || !to || from.startsWith('#')) continue;
        // 200 lines are the app's own routes, all private (a static host rewrites them to their page; so does this server).
        if (code === '200') clientRoutes.push({ matches: routeMatcher(from), to });
        else rules.set(decodeURIComponent(from), { to, status: Number(code) || 301 });
      }
      loaded = { mtime, rules, clientRoutes };
    }
    return loaded;
  };
}

/**
 * Prerendered pages name the remotes' origins of the prerender's environment. A server whose
 * MF_*_URL differ (other ports: tests, `npm run perf`, a moved remote) rewrites them on the way
 * out, so the page's remote assets come from the remotes this server's /env.js announces.
 * @returns {Promise<Array<[string, string]>>} [baked origin, served origin] pairs that differ
 */
async function remoteOriginRewrites(dist, served) {
  const baked = await readFile(path.join(dist, PRERENDER_ORIGINS_FILE), 'utf8').then(JSON.parse, () => null);
  if (!baked) return [];
  return Object.entries(baked)
    .map(([name, origin]) => [origin, served[name] ? new URL(served[name]).origin : origin])
    .filter(([from, to]) => from !== to);
}

const rewrittenCache = new Map();

/** A page with the origins rewritten, compressed once per version of the file like the build's own files are. */
function rewrittenHtml(file, rewrites, version) {
  const key = `${file}\n${JSON.stringify(rewrites)}`;
  const cached = rewrittenCache.get(key);
  if (cached?.version === version) return cached.variants;
  const variants = readFile(file, 'utf8').then((text) => {
    const identity = Buffer.from(rewrites.reduce((html, [from, to]) => html.split(from).join(to), text));
    return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
  });
  rewrittenCache.set(key, { version, variants });
  return variants;
}

/**
 * @param {{ root: string | ((urlPath?: string) => Promise<string>), port: number, host?: string, env?: NodeJS.ProcessEnv, prerendered?: boolean }} options
 *   root: a folder, or a function giving the folder for each request's decoded path (the live
 *   release, release/src/live-root.mjs). host: all interfaces by default, so `localhost` works over IPv4
 *   and IPv6. prerendered: false serves the app for every page even when prerendered files exist
 *   (tests of the app itself).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root, port, host, env = process.env, prerendered = true }) {
  // What this server tells browsers (/env.js, the CSP), from its deployment, read once (config/deployment.mjs).
  const config = runtimeConfig(deploymentFromEnv(env));
  const envScript = runtimeConfigScript(config);
  const rootOf = typeof root === 'function' ? root : async () => root;
  const perRoot = new Map();
  const forRoot = async (dist) => {
    if (!perRoot.has(dist)) {
      perRoot.set(dist, { rewrites: await remoteOriginRewrites(dist, config.remotes), redirects: redirectsLoader(dist), hashes: hashesLoader(dist) });
    }
    return perRoot.get(dist);
  };
  await forRoot(path.resolve(await rootOf()));
  const server = http.createServer(async (req, res) => {
    try {
      for (const [name, value] of Object.entries(baseSecurityHeaders({ https: isHttps(req) }))) res.setHeader(name, value);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Vary', 'Accept-Encoding');
      const urlPath = decodedPath(req.url);
      if (urlPath === null) {
        res.writeHead(400, { 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': NO_CACHE }).end('Bad request');
        return;
      }
      const dist = path.resolve(await rootOf(urlPath));
      const { rewrites, redirects, hashes } = await forRoot(dist);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      if (urlPath === '/env.js') {
        res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.js'], 'Cache-Control': NO_CACHE });
        res.end(req.method === 'HEAD' ? undefined : envScript);
        return;
      }
      // Files for static hosts (release/src/host-files.ts), which never serve them either.
      if (isPrivateFile(urlPath)) {
        res.writeHead(404, { 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': NO_CACHE }).end('Not found');
        return;
      }
      const { rules, clientRoutes } = await redirects();
      const appRoute = prerendered ? clientRoutes.find(({ matches }) => matches(urlPath)) : undefined;
      if (appRoute) for (const [name, value] of Object.entries(NOINDEX)) res.setHeader(name, value);
      const redirect = prerendered ? rules.get(urlPath.replace(/(.)\/$/, '$1')) : undefined;
      if (redirect) {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        res.writeHead(redirect.status, { Location: `${redirect.to}${query}`, 'Cache-Control': NO_CACHE }).end();
        return;
      }
      let file = prerendered || path.extname(urlPath) ? await fileAt(dist, urlPath) : null;
      let status = 200;
      if (!file) {
        // Assets that do not exist are real 404s.
        if (path.extname(urlPath)) {
          res.writeHead(404, { 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': NO_CACHE }).end('Not found');
          return;
        }
        const page = await clientRoute(dist, urlPath, prerendered, appRoute);
        file = page.file;
        status = page.status;
      }
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      const version = file.endsWith('.html') ? (await stat(file)).mtimeMs : 0;
      // The policy allows the inline scripts the generator wrote into this page, and no other.
      const csp = file.endsWith('.html') ? contentSecurityPolicyFor((await hashes())[path.relative(dist, file).split(path.sep).join('/')] ?? [], config) : null;
      if (rewrites.length && file.endsWith('.html')) {
        const variants = await rewrittenHtml(file, rewrites, version);
        const [encoding] = acceptedEncodings(req.headers['accept-encoding'], ['br', 'gzip']);
        const body = encoding ? variants[encoding] : variants.identity;
        res.writeHead(status, {
          'Content-Security-Policy': csp,
          'Content-Type': type,
          'Content-Length': body.length,
          'Cache-Control': NO_CACHE,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      const chosen = await precompressed(file, req.headers['accept-encoding']);
      const relative = `/${path.relative(dist, chosen.file).split(path.sep).map(encodeURIComponent).join('/')}`;
      send(req, relative, { root: dist, cacheControl: false, etag: true, lastModified: false, index: false, dotfiles: 'deny' })
        .on('headers', (response) => {
          response.setHeader('Content-Type', type);
          response.setHeader('Cache-Control', file.endsWith('.html') ? NO_CACHE : cacheControlFor(urlPath));
          if (chosen.encoding) response.setHeader('Content-Encoding', chosen.encoding);
          if (csp) response.setHeader('Content-Security-Policy', csp);
          response.statusCode = status;
        })
        .on('error', (error) => {
          res.writeHead(error.status ?? 500, { 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': NO_CACHE });
          res.end(error.status === 404 ? 'Not found' : 'Error');
        })
        .pipe(res);
    } catch (error) {
      console.error('[static-server]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': CONTENT_TYPES['.txt'] });
      res.end('Internal server error');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
