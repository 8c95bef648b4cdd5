// Inline styles (style={{ …: 'var(--…)' }}) are out of Stylelint's reach: the same rule for them —
// a var() names a design token of shared-ui/src/styles/tokens.css (or a property Radix sets), with
// no fallback value.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PROPERTIES, tokenNames } from './design-tokens.mjs';
import { repoRoot } from '../../config/repo.mjs';

const known = new Set([...tokenNames(), ...RUNTIME_PROPERTIES]);

/** What is wrong with the var() calls of a piece of source code. */
function problems(source: string): string[] {
  return [...source.matchAll(/var\(\s*(--[\w-]+)\s*(,)?/g)].flatMap(([, name, fallback]) => [
    ...(known.has(name) ? [] : [`${name} is not a design token`]),
    ...(fallback ? [`var(${name}, …): a fallback value hides a missing token`] : []),
  ]);
}

describe('design tokens in inline styles', () => {
  it('refuses a misspelt token and a fallback value', () => {
    expect(problems(`<div style={{ background: 'var(--color-primarry)' }} />`)).toEqual(['--color-primarry is not a design token']);
    expect(problems(`<div style={{ color: 'var(--color-navy, #12233d)' }} />`)).toEqual(['var(--color-navy, …): a fallback value hides a missing token']);
    expect(problems(`<div style={{ marginBlockEnd: 'var(--space-4)' }} />`)).toEqual([]);
  });

  it('finds the source of every app naming existing tokens only', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /^(shared-ui|shared-i18n|shell|mf-[\w-]+)\/src\//.test(file) && !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => problems(readFileSync(path.join(repoRoot, file), 'utf8')).map((problem) => `${file}: ${problem}`));
    expect(found).toEqual([]);
  });
});
