// The files of a generated site and how they are served, shared by the generator that writes them
// (site-generator/), the servers that read them (the Worker: edge/src/worker.ts; the Node server:
// scripts/lib/static-server.mjs) and the release tool that uploads them (release/src/): plain data,
// and the rules both servers apply to a request, with no Node import.

/** Content-Type by extension: the Worker's, the Node server's and a release's uploads (release/src/content-type.ts). */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Written by the generator: each page's inline-script hashes (the Worker's CSP, edge/src/worker.ts). */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** Written by the generator: the remote origins its pages name (e.g. the hero image's). */
export const PRERENDER_ORIGINS_FILE = 'prerender-origins.json';

/**
 * Written by the generator: old addresses and where they moved, one `from to 301` per line, and the
 * routes only the app renders, all private, each with the page that answers it (`from /<page> 200`)
 * — the `_redirects` format static hosts read.
 */
export const REDIRECTS_FILE = '_redirects';

/** Written by the release tool for static hosts: the security headers of every response (release/src/host-files.ts). */
export const HEADERS_FILE = '_headers';

/** The generator's and the release tool's own files: stored beside the pages, never served. */
export const PRIVATE_FILES = [REDIRECTS_FILE, HEADERS_FILE, CSP_HASHES_FILE, PRERENDER_ORIGINS_FILE];

/** Whether a decoded URL path names one of PRIVATE_FILES once `.`, `..` and empty segments are resolved, as both servers resolve it. */
export function isPrivateFile(urlPath) {
  const parts = [];
  for (const part of urlPath.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return PRIVATE_FILES.includes(parts.join('/'));
}

/**
 * The encodings of `available` (the server's order of preference) the client takes, best first, by
 * its Accept-Encoding (RFC 9110 12.5.3: `q=0` refuses, `*` stands for any coding not named). No
 * header at all means none: a client that names no coding may not decode one.
 * @param {string | null | undefined} header
 * @param {readonly string[]} available
 * @returns {string[]}
 */
export function acceptedEncodings(header, available) {
  const weights = new Map();
  for (const item of (header ?? '').split(',')) {
    const [coding, ...params] = item.toLowerCase().split(';');
    if (!coding.trim()) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return available.filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/** The header every private response carries (the client area, the admin, remotes' own pages): crawlers may read them, never index them. */
export const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow' };
