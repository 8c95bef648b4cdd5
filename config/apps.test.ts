// The registry (config/apps.mjs) and the remotes' manifests (src/remote.ts) hold together: each
// exposed module exists, and its manifest's `load` (what the server build renders, and where its
// props type comes from) imports the file its federation `exposes` names. That the shell loads only
// modules the remotes expose is a type (shell/src/remotes/remote-module.test-d.tsx).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo.mjs';
import { APPS, REMOTE_KEYS } from './apps.mjs';

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
});
