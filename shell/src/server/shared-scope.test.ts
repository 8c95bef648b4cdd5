// A shared package's entry point missing from the server's shared scope would make a remote's server
// render import a second copy (its own i18n instance, its own contexts) or fail to load it at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../../../config/repo.mjs';

/** Entry points no server render imports: stylesheets, type-only modules, the standalone harness, test helpers. */
const NOT_SHARED = new Set(['shared-core/database', 'shared-ui/harness', 'shared-ui/testing']);

it('provides every entry point of the shared packages to the remotes’ server builds', () => {
  const entries = ['shared-core', 'shared-i18n', 'shared-ui'].flatMap((name) => {
    const exports = JSON.parse(readFileSync(path.join(repoRoot, name, 'package.json'), 'utf8')).exports as Record<string, string>;
    return Object.keys(exports)
      .filter((entry) => !entry.endsWith('.css'))
      .map((entry) => (entry === '.' ? name : `${name}/${entry.slice(2)}`))
      .filter((entry) => !NOT_SHARED.has(entry));
  });
  const source = readFileSync(path.join(repoRoot, 'shell/src/server/shared-scope.ts'), 'utf8');
  const provided = [...source.matchAll(/^ {2}'([^']+)': /gm)].map((match) => match[1]);
  expect(provided.sort()).toEqual(entries.sort());
});
