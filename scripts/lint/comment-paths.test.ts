// Every file a comment names exists: a comment citing a moved or deleted file sends the next engineer
// to the wrong place (13 such comments were found by hand once). A path is read from the repository's
// root, from the commenting file's folder, from its package and that package's src/ (how the apps'
// comments name their own files: shell's `lib/nav-links` module), or from any app's folder (every
// remote's `src/…`). Not paths: URLs, globs, placeholders
// (`<app>/…`), build output (`static/…`, `dist/…`) and keys of a store quoted as strings.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDirs } from '../../config/apps.mjs';
import { repoRoot } from '../../config/repo.mjs';

const COMMENTED = /\.(ts|tsx|mts|mjs|js|cjs|css|sql|ya?ml|toml|jsonc)$/;
const PATH =
  /(?<![\w/.<>*{$@:'-])((?:\.{1,2}\/)*(?:[A-Za-z0-9_.-]+\/)+[A-Za-z0-9_.-]+\.(?:tsx?|mts|mjs|cjs|js|json|css|sql|md|ya?ml|toml|jsonc|html))(?![\w/*])/g;
const BUILD_OUTPUT = /^(static|dist|dist-server|node_modules|locales)\//;

/** The text of a file's comments, by its language. */
export function commentsOf(file: string, text: string): string[] {
  if (file.endsWith('.sql')) return [...text.matchAll(/--(.*)$/gm)].map((match) => match[1]);
  if (/\.(ya?ml|toml)$/.test(file)) return [...text.matchAll(/(?:^|\s)#(.*)$/gm)].map((match) => match[1]);
  return [...[...text.matchAll(/(?<![:'"`\w\\])\/\/(.*)$/gm)].map((match) => match[1]), ...[...text.matchAll(/\/\*([\s\S]*?)\*\//g)].map((match) => match[1])];
}

/** The paths a comment names. */
export const pathsIn = (comment: string) => [...comment.matchAll(PATH)].map((match) => match[1]).filter((name) => !BUILD_OUTPUT.test(name));

// A path under an app's folder written without the app (`src/remote.ts`) names every app's.
const APP_FOLDERS = Object.values(appDirs).map((dir) => path.join(repoRoot, dir));

function exists(file: string, named: string): boolean {
  const pkg = file.split('/')[0];
  const places = [repoRoot, path.join(repoRoot, path.dirname(file)), path.join(repoRoot, pkg), path.join(repoRoot, pkg, 'src'), ...APP_FOLDERS];
  return places.some((place) => existsSync(path.join(place, named)));
}

describe('paths named in comments', () => {
  it('finds paths the way comments write them, and not what only looks like one', () => {
    expect(pathsIn(' see config/apps.mjs (`shell/src/app/layout.tsx`) and ../lib/scroll.ts.')).toEqual([
      'config/apps.mjs',
      'shell/src/app/layout.tsx',
      '../lib/scroll.ts',
    ]);
    expect(pathsIn(" https://example.com/docs/a.md, <app>/dist/index.html, 'registry/production.json', src/**/*.ts, static/js/x.js")).toEqual([]);
  });

  it('every one exists', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => COMMENTED.test(file) && existsSync(path.join(repoRoot, file)));
    const missing: string[] = [];
    for (const file of files) {
      for (const comment of commentsOf(file, readFileSync(path.join(repoRoot, file), 'utf8'))) {
        for (const named of pathsIn(comment)) if (!exists(file, named)) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
