// A candidate release moves no pointer; a preview link names only versions the store holds, signed so
// the Worker reads exactly what was asked (edge/src/preview-token.ts; the Worker's side:
// edge/test/worker.test.ts; in a browser: tests/e2e/preview.spec.ts).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPreview } from '../../edge/src/preview-token.ts';
import { localTarget } from './local-target.ts';
import { previewLink } from './preview.ts';
import { registryKey } from './registry.ts';
import { GateRefusal, releaseBuild } from './release.ts';
import { BLOG_EXPOSES, fakeBuild, removeFakeBuilds } from './test-fixtures.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const quiet = () => undefined;
const at = (second: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, second));
let store: string;
let live: string;
let candidate: string;
let refused: string;

beforeAll(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'preview-store-'));
  const target = localTarget(store);
  const release = async (app: string, second: number, options: { text: string; exposes?: string[]; react?: string }, candidateOnly = false) => {
    const distDir = await fakeBuild(options);
    return releaseBuild({
      app,
      environment: 'production',
      target,
      distDir,
      serverDistDir: path.join(distDir, 'none'),
      now: at(second),
      log: quiet,
      candidate: candidateOnly,
    });
  };
  await release('shell', 0, { text: 'shell' });
  live = (await release('mf-blog', 1, { text: 'live', exposes: BLOG_EXPOSES })).meta.version;
  candidate = (await release('mf-blog', 2, { text: 'candidate', exposes: BLOG_EXPOSES }, true)).meta.version;
});
afterAll(async () => {
  await removeFakeBuilds();
  await rm(store, { recursive: true, force: true });
});

const registry = async () => JSON.parse(await readFile(path.join(store, registryKey('production')), 'utf8'));

describe('a candidate release', () => {
  it('uploads and records the version, and leaves the registry as it was', async () => {
    expect(candidate).not.toBe(live);
    expect(await readFile(path.join(store, 'mf-blog', candidate, 'index.html'), 'utf8')).toContain('candidate');
    expect((await registry()).apps['mf-blog'].live.version).toBe(live);
    expect((await registry()).apps['mf-blog'].previous ?? []).toEqual([]);
  });

  it('is refused by the same gates as a release, and the registry does not change', async () => {
    const distDir = await fakeBuild({ text: 'old react', exposes: BLOG_EXPOSES, react: '18.0.0' });
    const refusal = await releaseBuild({
      app: 'mf-blog',
      environment: 'production',
      target: localTarget(store),
      distDir,
      serverDistDir: path.join(distDir, 'none'),
      now: at(3),
      log: quiet,
      candidate: true,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GateRefusal);
    refused = (refusal as GateRefusal).meta.version;
    expect((await registry()).apps['mf-blog'].live.version).toBe(live);
  });
});

describe('a preview link', () => {
  const now = at(30);
  const link = (options: Partial<Parameters<typeof previewLink>[0]> = {}) =>
    previewLink({
      target: localTarget(store),
      environment: 'production',
      apps: { 'mf-blog': candidate },
      siteUrl: 'https://www.example.es',
      secret: SECRET,
      now,
      ...options,
    });

  it('opens the site at the path asked, carrying a token the Worker reads as this preview, for this environment only', async () => {
    const { url, expiresAt } = await link({ path: '/blog', hours: 48 });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://www.example.es/__preview');
    expect(parsed.searchParams.get('to')).toBe('/blog');
    expect(expiresAt.getTime() - now.getTime()).toBe(48 * 3_600_000);
    const token = parsed.searchParams.get('token');
    expect(await readPreview(token, SECRET, 'production', now.getTime())).toEqual({
      environment: 'production',
      apps: { 'mf-blog': candidate },
      expiresAt: expiresAt.getTime(),
    });
    expect(await readPreview(token, SECRET, 'staging', now.getTime())).toBeNull();
    expect(await readPreview(token, `${SECRET}x`, 'production', now.getTime())).toBeNull();
    expect(await readPreview(token, SECRET, 'production', expiresAt.getTime())).toBeNull();
  });

  it('refuses a version the store does not hold, the shell, a refused version, a week and more, a path of another site', async () => {
    await expect(link({ apps: { 'mf-blog': '20261128120059-abcdef0' } })).rejects.toThrow(/is not in/);
    await expect(link({ apps: { shell: live } })).rejects.toThrow(/only remotes/);
    await expect(link({ hours: 24 * 7 + 1 })).rejects.toThrow(/--hours/);
    await expect(link({ hours: 0 })).rejects.toThrow(/--hours/);
    await expect(link({ path: '//evil.example/' })).rejects.toThrow(/--path/);
    await expect(link({ secret: 'short' })).rejects.toThrow(/at least 32/);
    await expect(link({ apps: { 'mf-blog': refused } })).rejects.toThrow(/refused by the gates/);
  });
});
