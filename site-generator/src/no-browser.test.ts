// `npm run build` and `npm start` never launch a browser: Chromium is a test and measurement
// dependency only. Follows every relative import from the two entry points (and the generator they
// run as a child process) and fails on any use of Playwright or of the Chromium installer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';

const ENTRIES = ['scripts/build.mjs', 'scripts/start.mjs', 'site-generator/cli.ts', 'release/site-updates.ts'];
const BROWSER = /from\s+['"](@playwright\/test|playwright(-core)?)['"]|import\s*\{[^}]*\bensureChromium\b|chromium\.launch/;

function reachable(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(repoRoot, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), specifier);
      // Only the scripts' own modules; the apps' sources are bundled, not run by these scripts.
      if (/\.(mjs|ts)$/.test(target) && target.startsWith(path.join(repoRoot, 'scripts'))) queue.push(target);
    }
  }
  return [...seen];
}

describe('no browser in the build or the start', () => {
  it('nothing npm run build, npm start or the generator runs uses Playwright or Chromium', () => {
    const files = reachable(ENTRIES);
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.filter((file) => BROWSER.test(readFileSync(file, 'utf8'))).map((file) => path.relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });
});
