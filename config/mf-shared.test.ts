import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appDirs } from './apps.mjs';
import { sharedDependencies, sharedSubsets } from './mf-shared';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// What browsers run: the apps and the shared packages, without tests and test helpers.
const sourceDirs = [...Object.values(appDirs), 'shared-core', 'shared-i18n', 'shared-ui'].map((dir) => `${dir}/src`);
const sources = sourceDirs
  .flatMap((dir) => readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('shared-ui', 'src', 'testing')));

const startUpStages = path.join(appDirs.shell, 'src', 'mf', 'start-up-shares.ts');

const escaped = (name: string) => name.replace(/[/.]/g, '\\$&');

/** The value names (not types) each source imports or re-exports from `pkg`, and any other kind of import of it. */
function usesOf(pkg: string) {
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped(pkg)}['"]`, 'g');
  const any = new RegExp(`from\\s*['"]${escaped(pkg)}['"]|import\\(\\s*['"]${escaped(pkg)}['"]`, 'g');
  const names = new Map<string, string>();
  const otherForms: string[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    let namedCount = 0;
    for (const [, typeOnly, list] of text.matchAll(named)) {
      namedCount++;
      if (typeOnly) continue;
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) names.set(item.split(/\s+as\s+/)[0], file);
      }
    }
    // `import * as`, a default import or import(): which exports it uses cannot be read. Except in
    // the shell's start-up stages, whose import() only loads the module and uses none of it.
    if ((text.match(any) ?? []).length > namedCount && file !== startUpStages) otherForms.push(file);
  }
  return { names, otherForms };
}

describe.each(Object.entries(sharedSubsets))('%s is shared as the part the apps use (%s)', (pkg, subsetFile) => {
  it('is shared under its own name from the subset module, with the installed version', () => {
    const entry = sharedDependencies[pkg as keyof typeof sharedSubsets];
    expect(path.resolve(repoRoot, appDirs.shell, entry.import)).toBe(path.join(repoRoot, subsetFile));
    const installed = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    expect(entry.version).toBe(installed);
  });

  it('re-exports every name an app imports, and each of them exists', async () => {
    const subset: Record<string, unknown> = await import(path.join(repoRoot, subsetFile));
    const { names, otherForms } = usesOf(pkg);
    expect(names.size).toBeGreaterThan(1);
    expect(otherForms).toEqual([]);
    const missing = [...names].filter(([name]) => !(name in subset)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    for (const name of Object.keys(subset)) expect(subset[name], name).toBeDefined();
  });
});

it('no shared entry uses shared tree shaking, whose fallback the browser bundles leave out (config/mf/no-shared-fallback.mjs)', () => {
  for (const [name, entry] of Object.entries(sharedDependencies)) expect('treeShaking' in entry, name).toBe(false);
});
