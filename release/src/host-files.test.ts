import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseSecurityHeaders } from '../../config/security-headers.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { redirectsText } from '../../site-generator/src/site-files.ts';
import { headersFile } from './host-files.ts';
import { localTarget } from './local-target.ts';
import { releaseBuild } from './release.ts';
import { BLOG_EXPOSES, fakeBuild, removeFakeBuilds } from './test-fixtures.ts';

afterAll(removeFakeBuilds);

/** The rules of a `_headers` file: pattern → headers (Netlify / Cloudflare Pages syntax). */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) rules.set(line, (current = {}));
    else {
      const [name, ...value] = line.trim().split(': ');
      current![name] = value.join(': ');
    }
  }
  return rules;
}

describe('files for static hosts', () => {
  it('_headers: security headers everywhere, immutable hashed files, one Cache-Control per path', () => {
    const rules = parseHeaders(headersFile());
    expect(rules.get('/*')).toEqual({ ...baseSecurityHeaders({ https: true }), 'Access-Control-Allow-Origin': '*' });
    expect(rules.get('/*')!['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    expect(rules.get('/static/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    for (const pattern of ['/mf-manifest.json', '/env.js', '/locales/*']) expect(rules.get(pattern)).toEqual({ 'Cache-Control': 'no-cache' });
    const cacheRules = [...rules.values()].filter((headers) => headers['Cache-Control']);
    expect(cacheRules.length).toBe(rules.size - 1);
  });

  it('a release carries its _headers file', async () => {
    const store = await mkdtemp(path.join(tmpdir(), 'host-files-'));
    try {
      const distDir = await fakeBuild({ exposes: BLOG_EXPOSES });
      const { meta } = await releaseBuild({
        app: 'mf-blog',
        environment: 'staging',
        target: localTarget(store),
        distDir,
        serverDistDir: path.join(distDir, 'none'),
        log: () => undefined,
      });
      expect(await readFile(path.join(store, 'mf-blog', meta.version, '_headers'), 'utf8')).toBe(headersFile());
    } finally {
      await rm(store, { recursive: true, force: true });
    }
  });

  it('_redirects: the generator’s moves first, then the routes only the app renders', () => {
    const lines = redirectsText(new Map([['/blog/old-slug', '/blog/new-slug']]))
      .trim()
      .split('\n');
    expect(lines[0]).toBe('/blog/old-slug /blog/new-slug 301');
    expect(lines).toContain('/config-blogmr/* /config-blogmr/index.html 200');
    expect(lines).toContain('/admin-login /admin-login/index.html 200');
    expect(lines).toContain('/en/client-area/* /en/client-area/index.html 200');
    expect(lines.filter((line) => line.includes('/blog'))).toEqual(['/blog/old-slug /blog/new-slug 301']);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('our own server leaves the 200 lines to itself, still honours the moves, and serves neither file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'redirects-served-'));
    await writeFile(path.join(dir, 'index.html'), 'app');
    await writeFile(path.join(dir, '_redirects'), redirectsText(new Map([['/blog/old-slug', '/blog/new-slug']])));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const server = await startStaticServer({ root: dir, port });
    try {
      const moved = await fetch(`${server.url}/blog/old-slug`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')]).toEqual([301, '/blog/new-slug']);
      const app = await fetch(`${server.url}/admin-login`, { redirect: 'manual' });
      expect([app.status, app.headers.get('location'), await app.text()]).toEqual([200, null, 'app']);
      await writeFile(path.join(dir, '_headers'), headersFile());
      expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
