// The files of a generated site and how they are served, shared by the generator that writes them
// (site-generator/), the servers that read them (the Worker: edge/src/worker.ts; the Node server:
// scripts/lib/static-server.mjs) and the release tool that uploads them (release/src/). Plain data.

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
 * routes only the app renders (`from /app.html 200`) — the `_redirects` format static hosts read.
 */
export const REDIRECTS_FILE = '_redirects';

/** Written by the release tool for static hosts: the security headers of every response (release/src/host-files.ts). */
export const HEADERS_FILE = '_headers';

/** The generator's and the release tool's own files: stored beside the pages, never served. */
export const PRIVATE_FILES = [REDIRECTS_FILE, HEADERS_FILE, CSP_HASHES_FILE, PRERENDER_ORIGINS_FILE];
