// The production static server (scripts/lib/static-server.mjs) against hostile URLs, and the headers
// it sends with every response.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { getFreePort } from '../../local-supabase/src/ports.ts';
import { clientAreaPatterns } from '../../shared-i18n/src/routes.ts';
import { redirectsText } from '../../site-generator/src/site-files.ts';

const INLINE = "document.documentElement.dataset.started = 'yes';";
// Written into a page after generation: the generator's manifest does not name it.
const INJECTED = "fetch('/evil');";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
let workspace: string;
let server: { url: string; close: () => Promise<void> };
const env = {
  MF_MARKETING_URL: 'https://marketing.example.com/mf-manifest.json',
  MF_BLOG_URL: 'https://blog.example.com/mf-manifest.json',
  MF_ADMIN_URL: 'https://admin.example.com/mf-manifest.json',
  SUPABASE_URL: 'https://abc.supabase.co',
};

/** Raw request: fetch() would normalise "..", which is exactly what an attacker's client does not do. */
function get(rawPath: string, headers: Record<string, string> = {}) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  workspace = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  const dist = path.join(workspace, 'dist');
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  mkdirSync(path.join(workspace, 'dist-old'), { recursive: true });
  writeFileSync(path.join(workspace, 'dist-old/secret.env'), 'SERVICE_ROLE_KEY=leaked');
  writeFileSync(path.join(dist, '.env'), 'SECRET=dotfile');
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script type="application/ld+json">{"a":1}</script><script>${INLINE}</script><script>${INJECTED}</script></head><body><h1>Inicio</h1></body></html>`,
  );
  writeFileSync(path.join(dist, 'csp-hashes.json'), JSON.stringify({ 'index.html': [hashOf(INLINE)], '404.html': [], 'app.html': [] }));
  writeFileSync(path.join(dist, 'prerender-origins.json'), '{"mf_blog":"https://blog.example.com"}');
  // The generator's private pages and the routes they answer (site-generator/src/site-files.ts).
  writeFileSync(path.join(dist, '_redirects'), redirectsText(new Map([['/blog/old', '/blog/new']])));
  for (const { path: areaPath } of clientAreaPatterns()) {
    mkdirSync(path.join(dist, areaPath), { recursive: true });
    writeFileSync(path.join(dist, areaPath, 'index.html'), `<!doctype html><title>area ${areaPath}</title><div id="root"></div>`);
  }
  mkdirSync(path.join(dist, 'config-blogmr'), { recursive: true });
  writeFileSync(path.join(dist, 'config-blogmr/index.html'), '<!doctype html><title>Panel de control</title><div id="root"></div>');
  const asset = 'console.log("a compressed asset");';
  writeFileSync(path.join(dist, 'static/js/both.0123.js'), asset);
  writeFileSync(path.join(dist, 'static/js/both.0123.js.br'), brotliCompressSync(asset));
  writeFileSync(path.join(dist, 'static/js/both.0123.js.gz'), gzipSync(asset));
  writeFileSync(path.join(dist, 'app.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, '404.html'), '<!doctype html><html><body><h1>No encontrada</h1></body></html>');
  writeFileSync(path.join(dist, 'static/js/app.0123.js'), 'console.log(1)');
  server = await startStaticServer({ root: dist, port: await getFreePort(), host: '127.0.0.1', env });
});

afterAll(async () => {
  await server?.close();
  rmSync(workspace, { recursive: true, force: true });
});

describe('static server paths', () => {
  it.each(['/..%2Fdist-old%2Fsecret.env', '/../dist-old/secret.env', '/%2e%2e/dist-old/secret.env', '/static/..%2F..%2F..%2Fdist-old%2Fsecret.env'])(
    'never serves a file outside its root: %s',
    async (rawPath) => {
      const response = await get(rawPath);
      expect(response.body).not.toContain('leaked');
      expect(response.status).toBe(404);
    },
  );

  it('never serves dotfiles', async () => {
    const response = await get('/.env');
    expect(response.body).not.toContain('SECRET');
  });

  it.each(['/csp-hashes.json', '//csp-hashes.json', '/%2Fprerender-origins.json', '/static/..%2Fcsp-hashes.json', '/./_redirects'])(
    "never serves the generator's own files, however the path is written: %s",
    async (rawPath) => {
      // (`//x` is an authority to Node's URL parser: it answers the home page, which is no leak.)
      const response = await get(rawPath);
      expect(response.status === 404 || response.body.includes('<h1>Inicio</h1>')).toBe(true);
      expect(response.body).not.toMatch(/sha256|blog\.example\.com|\/blog\/new/);
    },
  );

  it('answers a malformed escape with 400, not 500', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/blog/%')).status).toBe(400);
  });

  it('still serves real files and pages', async () => {
    const asset = await get('/static/js/app.0123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).body).toContain('<h1>Inicio</h1>');
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('No encontrada');
  });
});

describe('encodings', () => {
  // [Accept-Encoding, the encoding sent]; undefined: no header at all (curl, monitors).
  it.each([
    [undefined, undefined],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['*;q=0', undefined],
  ])('answers Accept-Encoding %s with %s', async (accepted, sent) => {
    const response = await get('/static/js/both.0123.js', accepted === undefined ? {} : { 'Accept-Encoding': accepted });
    expect(response.headers['content-encoding']).toBe(sent);
    if (!sent) expect(response.body).toBe('console.log("a compressed asset");');
  });
});

describe('private pages', () => {
  const privatePaths = [...clientAreaPatterns().flatMap(({ path: area }) => [area, `${area}/mensajes`]), '/config-blogmr', '/config-blogmr/posts'];

  it.each(privatePaths)('answers %s with its own page and X-Robots-Tag: noindex', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(200);
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    const area = clientAreaPatterns().find(({ path: base }) => rawPath === base || rawPath.startsWith(`${base}/`));
    expect(response.body).toContain(area ? `<title>area ${area.path}</title>` : '<title>Panel de control</title>');
  });

  it('lets public pages be indexed', async () => {
    expect((await get('/')).headers['x-robots-tag']).toBeUndefined();
    expect((await get('/no-such-page')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends the basic headers on every response, assets and errors included', async () => {
    for (const rawPath of ['/', '/static/js/app.0123.js', '/no-such-page', '/missing.js']) {
      const { headers } = await get(rawPath);
      expect(headers['x-content-type-options'], rawPath).toBe('nosniff');
      expect(headers['referrer-policy'], rawPath).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], rawPath).toContain('camera=()');
      expect(headers['strict-transport-security'], rawPath).toBeUndefined();
    }
  });

  it('adds HSTS when the request came over HTTPS (behind a proxy)', async () => {
    const { headers } = await get('/', { 'X-Forwarded-Proto': 'https' });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('gives pages a CSP that allows the inline scripts of the generator manifest by hash, not those of the served bytes', async () => {
    const { headers } = await get('/');
    const csp = String(headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(/;\s*/).map((part) => [part.split(' ')[0], part]));
    expect(directives['script-src']).toContain(hashOf(INLINE));
    expect(directives['script-src']).not.toContain(hashOf(INJECTED));
    expect(directives['script-src']).not.toContain('unsafe-inline');
    expect(directives['script-src']).toContain('https://marketing.example.com');
    expect(directives['script-src'].match(/sha256-/g)).toHaveLength(1);
    expect(directives['connect-src']).toContain('https://abc.supabase.co');
    expect(directives['connect-src']).toContain('wss://abc.supabase.co');
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
    // The 404 page carries its own policy too.
    expect((await get('/nope')).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('gives each server the policy of its own configuration, even for the same files', async () => {
    const other = await startStaticServer({
      root: path.join(workspace, 'dist'),
      port: await getFreePort(),
      host: '127.0.0.1',
      env: { ...env, MF_BLOG_URL: 'https://moved-blog.example.com/mf-manifest.json' },
    });
    try {
      await get('/');
      const response = await fetch(`${other.url.replace('localhost', '127.0.0.1')}/`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('https://moved-blog.example.com');
      expect(csp).not.toContain('https://blog.example.com');
    } finally {
      await other.close();
    }
  });
});
