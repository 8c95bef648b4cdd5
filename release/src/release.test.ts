// Releases on the local directory target: immutable versions, the registry, promotion, rollback,
// the listing, and the gates refusing without touching the registry.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localTarget } from './local-target.ts';
import { registryKey } from './registry.ts';
import { GateRefusal, listReleases, promoteVersion, releaseBuild, rollback } from './release.ts';
import { BLOG_EXPOSES, fakeBuild, removeFakeBuilds } from './test-fixtures.ts';

afterAll(removeFakeBuilds);

let store: string;
const quiet = () => undefined;
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, second));

beforeEach(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'release-store-'));
});
afterEach(async () => {
  await rm(store, { recursive: true, force: true });
});

async function releaseBlog(second: number, options: { react?: string; exposes?: string[]; text?: string } = {}) {
  const target = localTarget(store);
  const distDir = await fakeBuild({ exposes: BLOG_EXPOSES, ...options });
  return releaseBuild({ app: 'mf-blog', environment: 'production', target, distDir, serverDistDir: path.join(distDir, 'none'), now: at(second), log: quiet });
}

async function releaseShell(second: number) {
  const distDir = await fakeBuild({ text: 'shell' });
  return releaseBuild({
    app: 'shell',
    environment: 'production',
    target: localTarget(store),
    distDir,
    serverDistDir: path.join(distDir, 'none'),
    now: at(second),
    log: quiet,
  });
}

const registry = async () => JSON.parse(await readFile(path.join(store, registryKey('production')), 'utf8'));

describe('release on the local target', () => {
  it('uploads a version once, makes it live, and rolls back to the previous one', async () => {
    await releaseShell(0);
    const v1 = (await releaseBlog(1, { text: 'one' })).meta.version;
    const v2 = (await releaseBlog(2, { text: 'two' })).meta.version;
    expect(v1).toMatch(/^20261125120001-[0-9a-f]{7}|unknown/);
    expect(await readFile(path.join(store, 'mf-blog', v2, 'index.html'), 'utf8')).toContain('two');
    expect(await readFile(path.join(store, 'mf-blog', v1, 'static/js/main.abc123.js'), 'utf8')).toContain('one');
    expect((await registry()).apps['mf-blog'].live.version).toBe(v2);
    expect((await registry()).apps['mf-blog'].previous.map((entry: { version: string }) => entry.version)).toEqual([v1]);

    await rollback({ app: 'mf-blog', environment: 'production', target: localTarget(store), log: quiet });
    expect((await registry()).apps['mf-blog'].live.version).toBe(v1);
    await expect(rollback({ app: 'mf-blog', environment: 'production', target: localTarget(store), log: quiet })).rejects.toThrow(/nothing to roll back to/);

    const listed = await listReleases(localTarget(store), 'production', ['mf-blog']);
    expect(listed.map((entry) => [entry.version, entry.live])).toEqual([
      [v1, true],
      [v2, false],
    ]);
    expect(listed[0].author).not.toBe('');
    expect(listed[0].commit).toMatch(/^[0-9a-f]{40}$|^unknown$/);
  });

  it('refuses to overwrite an existing version', async () => {
    await releaseBlog(3);
    await expect(releaseBlog(3)).rejects.toThrow(/already exists.*immutable/);
  });

  it('keeps staging and production apart', async () => {
    const distDir = await fakeBuild({ exposes: BLOG_EXPOSES });
    await releaseBuild({
      app: 'mf-blog',
      environment: 'staging',
      target: localTarget(store),
      distDir,
      serverDistDir: path.join(distDir, 'none'),
      now: at(4),
      log: quiet,
    });
    const staging = JSON.parse(await readFile(path.join(store, registryKey('staging')), 'utf8'));
    expect(Object.keys(staging.apps)).toEqual(['mf-blog']);
    await expect(readFile(path.join(store, registryKey('production')))).rejects.toThrow();
  });

  it('refuses a remote built with another major React than the live shell, naming both versions', async () => {
    await releaseShell(5);
    const live = (await releaseBlog(6)).meta.version;
    const before = await readFile(path.join(store, registryKey('production')), 'utf8');
    const refusal = await releaseBlog(7, { react: '18.3.1' }).catch((error) => error);
    expect(refusal).toBeInstanceOf(GateRefusal);
    expect(refusal.message).toMatch(/react: mf-blog \S+ is built with 18\.3\.1, the live shell \S+ with 19\.\d+\.\d+/);
    expect(await readFile(path.join(store, registryKey('production')), 'utf8')).toBe(before);
    expect((await registry()).apps['mf-blog'].live.version).toBe(live);
    const listed = await listReleases(localTarget(store), 'production', ['mf-blog']);
    expect(listed.find((entry) => !entry.live)?.refused).toMatch(/react/);
  });

  it('refuses a remote that no longer exposes a module the live shell loads', async () => {
    await releaseShell(8);
    const refusal = await releaseBlog(9, { exposes: ['./BlogListPage', './BlogPostPage'] }).catch((error) => error);
    expect(refusal).toBeInstanceOf(GateRefusal);
    expect(refusal.message).toMatch(/no longer exposes \.\/LatestPosts, which the live shell \S+ loads/);
  });
});

describe('promotion from staging to production', () => {
  it('makes the staging version live in production without uploading again, after the gates', async () => {
    const target = localTarget(store);
    const distDir = await fakeBuild({ exposes: BLOG_EXPOSES });
    const { meta } = await releaseBuild({
      app: 'mf-blog',
      environment: 'staging',
      target,
      distDir,
      serverDistDir: path.join(distDir, 'none'),
      now: at(10),
      log: quiet,
    });
    await promoteVersion({ app: 'mf-blog', environment: 'production', target, version: meta.version, log: quiet });
    expect((await registry()).apps['mf-blog'].live.version).toBe(meta.version);
    await expect(promoteVersion({ app: 'mf-blog', environment: 'production', target, version: 'nope', log: quiet })).rejects.toThrow(/not in/);
    await releaseShell(12);
    const refused = await releaseBlog(11, { react: '18.3.1' }).then(
      () => null,
      (error) => error,
    );
    expect(refused).toBeInstanceOf(GateRefusal);
    await expect(promoteVersion({ app: 'mf-blog', environment: 'staging', target, version: refused.meta.version, log: quiet })).rejects.toThrow(
      /was refused when it was released/,
    );
  });
});

describe('two releases at once', () => {
  it('keeps both: the registry is changed under a lock', async () => {
    const target = localTarget(store);
    const build = async (app: string, exposes: string[]) => {
      const distDir = await fakeBuild({ exposes, text: app });
      return releaseBuild({ app, environment: 'production', target, distDir, serverDistDir: path.join(distDir, 'none'), now: at(20), log: quiet });
    };
    const [blog, admin] = await Promise.all([build('mf-blog', BLOG_EXPOSES), build('mf-admin', ['./AdminApp', './AdminLoginPage'])]);
    const apps = (await registry()).apps;
    expect([apps['mf-blog'].live.version, apps['mf-admin'].live.version]).toEqual([blog.meta.version, admin.meta.version]);
  });
});
