// The smoke-test gate of a release (release/src/smoke.ts) passes the repository's mf-blog and
// refuses a build whose federation entry is missing, on each of its pages in es and ar, although
// its manifest still exposes every module (so the static gates would let it through).
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { appDirs } from '../../config/apps.mjs';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { smokeTest } from '../../release/src/smoke';
import { TEST_SUPABASE_URL } from '../support/ports';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Every app of the registry, by its folder name, as the release tool names them.
const repoDirs = Object.fromEntries(Object.values(appDirs).map((dir) => [dir, path.join(repoRoot, dir, 'dist')]));
const backend = { supabaseUrl: TEST_SUPABASE_URL, supabaseAnonKey: LOCAL_ANON_KEY };

let workDir: string;
test.afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('the smoke gate passes a working mf-blog and refuses one that cannot load', async () => {
  test.setTimeout(120_000);
  expect(await smokeTest({ app: 'mf-blog', dirs: repoDirs, ...backend })).toEqual([]);

  workDir = await mkdtemp(path.join(tmpdir(), 'smoke-'));
  const broken = path.join(workDir, 'mf-blog');
  const manifest = JSON.parse(await readFile(path.join(repoRoot, 'mf-blog/dist/mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData.remoteEntry.name as string;
  await cp(path.join(repoRoot, 'mf-blog/dist'), broken, { recursive: true, filter: (source) => !source.includes(path.basename(entry)) });
  const problems = await smokeTest({ app: 'mf-blog', dirs: { ...repoDirs, 'mf-blog': broken }, ...backend });
  expect(problems).toHaveLength(4);
  expect(problems.join('\n')).toMatch(/\/ar\/blog: mf_blog "temporarily unavailable"/);
  expect(problems.join('\n')).toMatch(/localhost:\d+\/blog: mf_blog "temporarily unavailable"/);
});
