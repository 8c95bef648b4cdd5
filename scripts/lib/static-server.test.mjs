// The production server points prerendered pages at the remotes it announces in /env.js.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_ORIGINS_FILE, PRIVATE_FILES, REDIRECTS_FILE } from '../../config/site-files.mjs';
import { startStaticServer } from './static-server.mjs';

const PAGE = '<picture><img src="http://localhost:3001/static/image/hero.jpg"></picture>';
let cleanup = [];
afterEach(async () => {
  for (const task of cleanup.reverse()) await task();
  cleanup = [];
});

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function serve(env, files = {}) {
  const root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text);
  await writeFile(path.join(root, 'index.html'), PAGE);
  await writeFile(path.join(root, '404.html'), 'not found');
  await writeFile(path.join(root, 'app.html'), 'app');
  await writeFile(path.join(root, PRERENDER_ORIGINS_FILE), JSON.stringify({ mf_marketing: 'http://localhost:3001' }));
  const server = await startStaticServer({ root, port: await freePort(), env });
  cleanup.push(
    () => rm(root, { recursive: true, force: true }),
    () => server.close(),
  );
  return Object.assign(server, { root });
}

describe('prerendered pages and the remotes of this server', () => {
  it('rewrites the prerender-time remote origin to the one this server was started with', async () => {
    const server = await serve({ MF_MARKETING_URL: 'http://localhost:7001/mf-manifest.json' });
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    // Compressed like the build's own pre-compressed files (fetch decodes it again).
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await response.text()).toBe('<picture><img src="http://localhost:7001/static/image/hero.jpg"></picture>');
  });

  it('serves the file untouched when the origins are the same', async () => {
    const server = await serve({ MF_MARKETING_URL: 'http://localhost:3001/mf-manifest.json' });
    expect(await (await fetch(`${server.url}/`)).text()).toBe(PAGE);
  });
});

describe('redirects written by the prerender', () => {
  it('answer old post addresses with 301 to the new ones, keep the query, and re-read a new file', async () => {
    const server = await serve({}, { [REDIRECTS_FILE]: '/en/blog/old-slug /en/blog/new-slug 301\n' });
    const moved = await fetch(`${server.url}/en/blog/old-slug/?utm=x`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/blog/new-slug?utm=x');
    expect((await fetch(`${server.url}/en/blog/other`, { redirect: 'manual' })).status).not.toBe(301);
    // The file itself is not served, nor the generator's other own files.
    for (const file of PRIVATE_FILES) expect((await fetch(`${server.url}/${file}`)).status, file).toBe(404);
    // A later prerender writes a new file: no restart needed.
    await new Promise((resolve) => setTimeout(resolve, 20)); // a different modification time
    await writeFile(path.join(server.root, REDIRECTS_FILE), '/en/blog/other /en/blog/elsewhere 301\n');
    expect((await fetch(`${server.url}/en/blog/other`, { redirect: 'manual' })).headers.get('location')).toBe('/en/blog/elsewhere');
  });
});

describe("the app's own routes and 404s, from the generated files", () => {
  it('answers the `200` routes of _redirects with the app, other paths with the 404 page of their language', async () => {
    const { redirectsText } = await import('../../site-generator/src/site-files.ts');
    const server = await serve({}, { [REDIRECTS_FILE]: redirectsText(new Map()) });
    await mkdir(path.join(server.root, 'de'));
    await writeFile(path.join(server.root, 'de', '404.html'), 'nicht gefunden');
    for (const route of ['/admin-login', '/admin-login/', '/config-blogmr', '/config-blogmr/posts']) {
      const response = await fetch(`${server.url}${route}`);
      expect([route, response.status, await response.text()]).toEqual([route, 200, 'app']);
    }
    const german = await fetch(`${server.url}/de/keine-seite`);
    expect([german.status, await german.text()]).toEqual([404, 'nicht gefunden']);
    // No 404 page of its own (a language without one, or no language at all): the Spanish one.
    for (const route of ['/config-blogmrx', '/fr/nulle-part', '/ninguna']) {
      const response = await fetch(`${server.url}${route}`);
      expect([route, response.status, await response.text()]).toEqual([route, 404, 'not found']);
    }
  });
});

describe('social cards', () => {
  it('are served as PNG and immutable (their name is their content), pages no-cache', async () => {
    const server = await serve({});
    await mkdir(path.join(server.root, 'blog'));
    await writeFile(path.join(server.root, 'blog', 'social-card.0123456789ab.png'), 'png');
    const card = await fetch(`${server.url}/blog/social-card.0123456789ab.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/`)).headers.get('cache-control')).toBe('no-cache');
  });
});
