// Every package a file imports is declared by the package.json that owns the file (the nearest one
// above it): a workspace that works only because another one's dependency was hoisted breaks when it
// is installed, built or released alone. Edge Functions (supabase/functions) are Deno's: they import
// with `npm:`/`jsr:` and are left out, and so is this file (its examples are strings).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\(\s*)['"]([^'"\n]+)['"]/g;
const builtins = new Set(builtinModules);

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`), or null for paths (an app's `@/` alias included), built-ins and URLs. */
export function packageName(specifier: string): string | null {
  if (/^(\.|\/|@\/|node:|[a-z]+:\/\/|data:|virtual:)/.test(specifier) || specifier.includes('${')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

/** The bare packages `source` imports (static, dynamic, side-effect and type-only imports, require, vi.mock). */
export function importedPackages(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...new Set([...withoutComments.matchAll(SPECIFIER)].map((match) => packageName(match[1])).filter((name) => name !== null))];
}

function owner(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(repoRoot, dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/**
 * The packages a package.json declares, and its "imports" aliases that lead to one of them
 * (`"#react-i18next": "react-i18next"`: shared-i18n/src/react-i18next-subset.ts).
 */
function declared(dir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
  const packages = new Set<string>([
    manifest.name,
    ...['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((key) => Object.keys(manifest[key] ?? {})),
  ]);
  const aliases = Object.entries<unknown>(manifest.imports ?? {}).filter(([, target]) => typeof target === 'string' && packages.has(packageName(target) ?? ''));
  return new Set([...packages, ...aliases.map(([alias]) => alias)]);
}

describe('declared imports', () => {
  it('reads package names the way Node resolves them', () => {
    expect(importedPackages(`import a from 'ws';\nimport type { B } from '@supabase/supabase-js/dist/x';\nconst c = await import("node:fs");`)).toEqual([
      'ws',
      '@supabase/supabase-js',
    ]);
    expect(importedPackages(`export { x } from './x';\n// import 'commented-out';\nrequire('path');`)).toEqual([]);
  });

  it('finds every imported package declared by the package.json that owns the file', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !file.startsWith('supabase/functions/') && !file.endsWith('declared-imports.test.ts'));
    const manifests = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const file of files) {
      const dir = owner(file);
      if (!manifests.has(dir)) manifests.set(dir, declared(dir));
      const source = readFileSync(path.join(repoRoot, file), 'utf8');
      for (const name of importedPackages(source)) {
        if (!manifests.get(dir)!.has(name)) missing.push(`${file}: ${name} (not in ${path.join(dir, 'package.json')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
