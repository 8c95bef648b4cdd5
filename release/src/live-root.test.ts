// The production server follows the registry: a promotion or a rollback is served on the next
// request, with no restart and no rebuild.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { liveRoot } from './live-root.mjs';
import { localTarget } from './local-target.ts';
import { releaseBuild, rollback } from './release.ts';
import { BLOG_EXPOSES, fakeBuild, removeFakeBuilds } from './test-fixtures.ts';

afterAll(removeFakeBuilds);

let store: string;
let fallback: string;
let server: { url: string; close: () => Promise<void> };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'live-root-'));
  fallback = await fakeBuild({ exposes: BLOG_EXPOSES, text: 'unreleased build' });
  const env = { ...process.env, RELEASE_STORE_DIR: store, RELEASE_ENV: 'production' };
  server = await startStaticServer({ root: liveRoot({ app: 'mf-blog', fallback, env }), port: await freePort(), env, prerendered: false });
});
afterAll(async () => {
  await server?.close();
  await rm(store, { recursive: true, force: true });
});

const served = async (file: string) => {
  const response = await fetch(`${server.url}/${file}`);
  return { text: await response.text(), cache: response.headers.get('cache-control') };
};

describe('serving the live release', () => {
  it('serves the build until a version is live, then the live version, then the previous one after a rollback', async () => {
    expect((await served('index.html')).text).toContain('unreleased build');
    const release = async (text: string, second: number) => {
      const distDir = await fakeBuild({ exposes: BLOG_EXPOSES, text });
      const now = new Date(Date.UTC(2026, 10, 25, 14, 0, second));
      return releaseBuild({
        app: 'mf-blog',
        environment: 'production',
        target: localTarget(store),
        distDir,
        serverDistDir: path.join(distDir, 'none'),
        now,
        log: () => undefined,
      });
    };
    await release('version one', 1);
    expect((await served('index.html')).text).toContain('version one');
    await release('version two', 2);
    expect((await served('static/js/main.abc123.js')).text).toContain('version two');
    expect((await served('static/js/main.abc123.js')).cache).toBe('public, max-age=31536000, immutable');
    expect((await served('mf-manifest.json')).cache).toBe('no-cache');
    // A page opened on version one may still load its chunks after the promotion.
    expect((await served('static/js/version-one.chunk.js')).text).toContain('version one');
    expect((await fetch(`${server.url}/static/js/no-such.chunk.js`)).status).toBe(404);
    await rollback({ app: 'mf-blog', environment: 'production', target: localTarget(store), log: () => undefined });
    expect((await served('index.html')).text).toContain('version one');
  });
});
