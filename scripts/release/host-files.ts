// Files static hosts read (Netlify and Cloudflare Pages formats), written from a build so a host
// with no server of ours applies the same policy as scripts/lib/static-server.mjs:
//  - `_headers`: the security headers of every response (scripts/lib/security-headers.mjs,
//    baseSecurityHeaders; HTTPS hosts, so with HSTS), CORS for the remotes, and the cache policy
//    per file type. Cloudflare joins a header set by two matching rules with a comma, so
//    Cache-Control is set by exactly one rule per path: immutable for hashed files, no-cache for
//    what changes at the same URL. HTML is revalidated by both hosts' defaults
//    (max-age=0, must-revalidate). The per-page Content-Security-Policy (inline-script hashes) is
//    not in it: scripts/lib/static-server.mjs computes it per page.
//  - `_redirects` of the shell: after the generator's moved-post lines, the routes only the app
//    renders (scripts/lib/static-server.mjs's CLIENT_ONLY: the admin) are answered with app.html, status 200.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baseSecurityHeaders } from '../lib/security-headers.mjs';
import { IMMUTABLE, NO_CACHE } from './content-type.ts';

const NO_CACHE_PATHS = ['/mf-manifest.json', '/mf-stats.json', '/env.js', '/locales/*', '/mf-runtime/*'];

export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', { ...baseSecurityHeaders({ https: true }), 'Access-Control-Allow-Origin': '*' }),
    block('/static/*', { 'Cache-Control': IMMUTABLE }),
    ...NO_CACHE_PATHS.map((pattern) => block(pattern, { 'Cache-Control': NO_CACHE })),
  ].join('\n')}\n`;
}

export async function writeHeadersFile(distDir: string): Promise<void> {
  await writeFile(path.join(distDir, '_headers'), headersFile());
}

// The admin only: every public post has its generated pages while it is public (the site-update job,
// scripts/site-updates/worker.ts), so an unknown post address is a real 404 on a static host too.
export function clientRouteRewrites(): string[] {
  return ['/admin-login', '/config-blogmr', '/config-blogmr/*'].map((from) => `${from} /app.html 200`);
}

/** Appends the client-only routes to the shell's `_redirects` (after the generator's lines: first match wins). */
export async function appendClientRoutes(shellDist: string): Promise<void> {
  const file = path.join(shellDist, '_redirects');
  const current = await readFile(file, 'utf8').catch(() => '');
  const missing = clientRouteRewrites().filter((line) => !current.split('\n').includes(line));
  if (missing.length) await writeFile(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${missing.join('\n')}\n`);
}
