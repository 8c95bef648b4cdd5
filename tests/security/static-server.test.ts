// The production static server (scripts/lib/static-server.mjs) against hostile URLs, and the headers
// it sends with every response.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { getFreePort } from '../../local-supabase/src/ports.ts';

const INLINE = "document.documentElement.dataset.started = 'yes';";
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
    `<!doctype html><html><head><script type="application/ld+json">{"a":1}</script><script>${INLINE}</script></head><body><h1>Inicio</h1></body></html>`,
  );
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

  it('gives pages a CSP that allows their own inline scripts by hash, never unsafe-inline scripts', async () => {
    const { headers } = await get('/');
    const csp = String(headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(/;\s*/).map((part) => [part.split(' ')[0], part]));
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(directives['script-src']).toContain(`'sha256-${hash}'`);
    expect(directives['script-src']).not.toContain('unsafe-inline');
    expect(directives['script-src']).toContain('https://marketing.example.com');
    // The JSON-LD data block is not a script and gets no hash.
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
