// What a release renders before the pointer moves (./cloudflare-target.ts pagesToRender), and the
// mirror of a pages folder that another machine rewrote (./mirror.ts): fetched again, not trusted.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesToRender } from './cloudflare-target.ts';
import { localTarget } from './local-target.ts';
import { markPagesWritten, mirrorPages } from './mirror.ts';
import type { Registry } from './registry.ts';

const entry = (version: string) => ({ live: { version, releasedAt: '', author: '', commit: '', promotedAt: '' }, previous: [] });
const registry = (versions: Record<string, string>, pages?: Record<string, string>): Registry => ({
  environment: 'production',
  updatedAt: '',
  apps: Object.fromEntries(Object.entries(versions).map(([app, version]) => [app, entry(version)])),
  ...(pages ? { pages: { dir: 'pages/production/1', generatedAt: '', versions: pages } } : {}),
});
const LIVE = { shell: 's1', 'mf-marketing': 'm1', 'mf-blog': 'b1', 'mf-admin': 'a1', 'mf-clients': 'c1' };

describe('pagesToRender', () => {
  it('every page when none are live yet, or when the shell changes', () => {
    expect(pagesToRender(registry(LIVE))).toBe('all');
    expect(pagesToRender(registry({ ...LIVE, shell: 's2' }, LIVE))).toBe('all');
  });

  it('a remote released or rolled back: the pages holding it, by its federation name', () => {
    expect(pagesToRender(registry({ ...LIVE, 'mf-blog': 'b2' }, LIVE))).toEqual(['mf_blog']);
    expect(pagesToRender(registry({ ...LIVE, 'mf-blog': 'b0', 'mf-marketing': 'm2' }, LIVE))).toEqual(['mf_marketing', 'mf_blog']);
  });

  it('nothing when the live pages are of these versions already (an app in no page, a promotion again)', () => {
    expect(pagesToRender(registry({ ...LIVE, 'mf-admin': 'a2' }, LIVE))).toEqual([]);
    expect(pagesToRender(registry(LIVE, LIVE))).toEqual([]);
  });

  it('a remote first released over pages rendered from the repository build: its pages', () => {
    const { 'mf-blog': _blog, ...withoutBlog } = LIVE;
    expect(pagesToRender(registry(LIVE, { ...withoutBlog, 'mf-blog': 'repository build' }))).toEqual(['mf_blog']);
  });
});

describe('mirrorPages', () => {
  let bucketDir: string;
  let mirror: string;
  beforeEach(async () => {
    bucketDir = await mkdtemp(path.join(tmpdir(), 'mirror-bucket-'));
    mirror = await mkdtemp(path.join(tmpdir(), 'mirror-local-'));
  });
  afterEach(async () => {
    await rm(bucketDir, { recursive: true, force: true });
    await rm(mirror, { recursive: true, force: true });
  });

  const put = (key: string, text: string) => localTarget(bucketDir).write(key, Buffer.from(text), { contentType: 'text/html', cacheControl: 'no-cache' });
  const dir = 'pages/production/1';
  const page = async () => readFile(path.join(await mirrorPages(localTarget(bucketDir), mirror, dir), 'blog', 'index.html'), 'utf8');

  it('fetches a folder again when another machine rewrote it since this copy was made', async () => {
    const bucket = localTarget(bucketDir);
    await put(`${dir}/blog/index.html`, 'one post');
    expect(await page()).toBe('one post');

    // This machine's own write (the site-update job): into its copy, then the bucket, then a revision.
    await writeFile(path.join(mirror, dir, 'blog', 'index.html'), 'two posts');
    await put(`${dir}/blog/index.html`, 'two posts');
    await markPagesWritten(bucket, mirror, dir);
    expect(await page()).toBe('two posts');

    // Another machine's write, with its own revision: the copy here is stale and is fetched again.
    await put(`${dir}/blog/index.html`, 'three posts');
    await put(`${dir}.revision`, 'written elsewhere');
    expect(await page()).toBe('three posts');
  });
});
