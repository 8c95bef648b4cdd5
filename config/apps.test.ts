// The registry (config/apps.mjs) and the remotes' manifests (src/remote.ts) hold together: each
// exposed module exists, and its manifest's `load` (what the server build renders, and where its
// props type comes from) imports the file its federation `exposes` names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo.mjs';
import { APPS, REMOTE_KEYS } from './apps.mjs';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const exposesOf = (key: (typeof REMOTE_KEYS)[number]) => (APPS[key] as { exposes: Record<string, string> }).exposes;

describe('config/apps.mjs', () => {
  it.each(REMOTE_KEYS)('%s: every exposed module is a file of the app', (key) => {
    for (const file of Object.values(exposesOf(key))) expect(existsSync(path.join(repoRoot, APPS[key].dir, file)), file).toBe(true);
  });

  it.each(REMOTE_KEYS)("%s: each module's load imports the module its file names", async (key) => {
    for (const [name, module] of Object.entries(APPS[key].manifest.exposes)) {
      expect(await module.load(), name).toBe(await import(path.join(repoRoot, APPS[key].dir, module.file)));
    }
  });

  it('the shell loads only modules the remotes expose', () => {
    const source = read('shell/src/app/pages.tsx');
    const loaded = [...source.matchAll(/remote(?:Page\(|=)['"](mf_\w+)['"](?:,\s*| module=)['"](\.\/\w+)['"]/g)].map((match) => [match[1], match[2]]);
    expect(loaded.length).toBeGreaterThanOrEqual(10);
    for (const [remote, module] of loaded) expect(Object.keys(exposesOf(remote as (typeof REMOTE_KEYS)[number])), `${remote}/${module}`).toContain(module);
  });
});
