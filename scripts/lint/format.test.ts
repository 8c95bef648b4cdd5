// Prettier's formatting (.prettierrc.json) holds for every file `npm run format` covers: a file
// written another way fails here, and `npm run format` fixes it.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';

const FORMATTED = /\.(ts|tsx|mjs|js|css)$/;
const ignorePath = ['.gitignore', '.prettierignore'].map((file) => path.join(repoRoot, file));

async function options(file: string) {
  return { ...(await prettier.resolveConfig(file)), filepath: file };
}

describe('formatting', () => {
  it('refuses code that is not formatted the Prettier way', async () => {
    const file = path.join(repoRoot, 'mf-blog/src/features/posts/lib/probe.ts');
    expect(await prettier.check('export const probe = {a:1, "b" : [1,2,3]}\n', await options(file))).toBe(false);
    expect(await prettier.check('export const probe = { a: 1, b: [1, 2, 3] };\n', await options(file))).toBe(true);
  });

  it('finds every file of the repository formatted (npm run format)', async () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => FORMATTED.test(file))
      .map((file) => path.join(repoRoot, file));
    const unformatted: string[] = [];
    for (const file of files) {
      if ((await prettier.getFileInfo(file, { ignorePath })).ignored) continue;
      const text = await readFile(file, 'utf8').catch(() => null);
      if (text !== null && !(await prettier.check(text, await options(file)))) unformatted.push(path.relative(repoRoot, file));
    }
    expect(unformatted).toEqual([]);
  }, 120_000);
});
