// Files static hosts read (Netlify and Cloudflare Pages formats), written from a build so a host
// with no server of ours applies the same policy as scripts/lib/static-server.mjs:
//  - `_headers`: the security headers of every response (config/security-headers.mjs,
//    baseSecurityHeaders; HTTPS hosts, so with HSTS), CORS for the remotes, and the cache policy
//    per file type. Cloudflare joins a header set by two matching rules with a comma, so
//    Cache-Control is set by exactly one rule per path: immutable for hashed files, no-cache for
//    what changes at the same URL. HTML is revalidated by both hosts' defaults
//    (max-age=0, must-revalidate). The per-page Content-Security-Policy (inline-script hashes) is
//    not in it: scripts/lib/static-server.mjs computes it per page.
// (The shell's `_redirects`, with the admin's routes for static hosts, is the generator's:
// site-generator/src/site-files.ts.)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baseSecurityHeaders } from '../../config/security-headers.mjs';
import { IMMUTABLE, NO_CACHE } from '../../config/cache-policy.mjs';
import { HEADERS_FILE } from '../../config/site-files.mjs';

const NO_CACHE_PATHS = ['/mf-manifest.json', '/mf-stats.json', '/env.js', '/locales/*', '/mf-runtime/*'];

export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', { ...baseSecurityHeaders({ https: true }), 'Access-Control-Allow-Origin': '*' }),
    block('/static/*', { 'Cache-Control': IMMUTABLE }),
    ...NO_CACHE_PATHS.map((pattern) => block(pattern, { 'Cache-Control': NO_CACHE })),
  ].join('\n')}\n`;
}

export async function writeHeadersFile(distDir: string): Promise<void> {
  await writeFile(path.join(distDir, HEADERS_FILE), headersFile());
}
