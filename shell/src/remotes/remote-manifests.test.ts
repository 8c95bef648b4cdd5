// The remotes' manifests (src/remote.ts, gathered in shell/remote-manifests.ts) hold together: each
// exposed module exists, and its `load` (what the server build renders, and where its props type
// comes from) imports the file its federation `exposes` names. That the shell loads only modules the
// remotes expose is a type (remote-module.test-d.tsx).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, REMOTE_KEYS } from '../../../config/apps.mjs';
import { repoRoot } from '../../../config/repo.mjs';
import { remoteManifests } from '../../remote-manifests';

describe('the remotes’ manifests', () => {
  it.each(REMOTE_KEYS)('%s: every exposed module is a file of the app', (key) => {
    for (const { file } of Object.values(remoteManifests[key].exposes)) expect(existsSync(path.join(repoRoot, APPS[key].dir, file)), file).toBe(true);
  });

  it.each(REMOTE_KEYS)("%s: each module's load imports the module its file names", async (key) => {
    for (const [name, module] of Object.entries(remoteManifests[key].exposes)) {
      expect(await module.load(), name).toBe(await import(path.join(repoRoot, APPS[key].dir, module.file)));
    }
  });
});
