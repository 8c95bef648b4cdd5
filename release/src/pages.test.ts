// Releasing mf-admin changes no byte of any public page: its code is in no generated page, so the
// promotion hook leaves the served pages, their registry pointer and shell/dist alone.
import { deploymentFromEnv } from '../../config/deployment.mjs';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';
import { localTarget } from './local-target.ts';
import { pagesFollowRelease } from './pages.ts';
import { readRegistry, writeRegistry } from './registry.ts';
import { releaseBuild } from './release.ts';
import { fakeBuild, removeFakeBuilds } from './test-fixtures.ts';

afterAll(removeFakeBuilds);

let store: string;
beforeAll(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'pages-store-'));
});
afterAll(async () => rm(store, { recursive: true, force: true }));

/** One hash over every file's path and bytes under `dir` (empty when it does not exist). */
async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const file of entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(path.relative(dir, file)).update(await readFile(file));
  }
  return hash.digest('hex');
}

describe('pages follow releases', () => {
  it('a release of mf-admin changes no public page', async () => {
    const pagesDir = 'pages/production/20261125120000000';
    await mkdir(path.join(store, pagesDir, 'en'), { recursive: true });
    await writeFile(path.join(store, pagesDir, 'index.html'), '<h1>Abogados en Dénia</h1>');
    await writeFile(path.join(store, pagesDir, 'en/index.html'), '<h1>Lawyers in Dénia</h1>');
    const target = localTarget(store);
    await writeRegistry(target, {
      ...(await readRegistry(target, 'production')),
      pages: { dir: pagesDir, generatedAt: '2026-11-25T12:00:00.000Z', versions: {} },
    });
    const before = { store: await treeHash(path.join(store, 'pages')), shellDist: await treeHash(path.join(repoRoot, 'shell/dist')) };

    const distDir = await fakeBuild({ exposes: ['./AdminApp', './AdminLoginPage'], text: 'admin' });
    const hook = pagesFollowRelease({ store, environment: 'production', deployment: deploymentFromEnv({}) });
    await releaseBuild({
      app: 'mf-admin',
      environment: 'production',
      target,
      distDir,
      serverDistDir: path.join(distDir, 'none'),
      log: () => undefined,
      afterPromotion: hook,
    });

    const registry = await readRegistry(target, 'production');
    expect(registry.apps['mf-admin'].live.version).toMatch(/^\d{14}-/);
    expect(registry.pages?.dir).toBe(pagesDir);
    expect(await treeHash(path.join(store, 'pages'))).toBe(before.store);
    expect(await treeHash(path.join(repoRoot, 'shell/dist'))).toBe(before.shellDist);
  });
});
