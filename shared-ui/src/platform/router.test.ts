import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedDependencies } from '../../../config/mf-shared';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const APP_SOURCES = ['shell/src', 'mf-marketing/src', 'mf-blog/src', 'mf-admin/src', 'shared-ui/src', 'shared-i18n/src'];
// The shared module and the two files of ours it exports (the history and its blocker).
const ROUTER_MODULE = ['router.ts', 'browser-history.ts', 'use-blocker.ts'].map((name) => path.join(repoRoot, 'shared-ui/src/platform', name));
// The shell's server build runs in Node only, where react-router is one package for everyone
// (config/rsbuild-app.ts: serverExternals): its static router is not shipped to browsers.
const SERVER_ENTRY = path.join(repoRoot, 'shell/src/server/index.tsx');

// Tests and their helpers run unbundled, where react-router is one package (render-at.tsx uses its memory history).
const TEST_ONLY = /(\.test\.tsx?$|[\\/]testing[\\/])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

describe('the router is shared through shared-ui/router', () => {
  it('no app imports react-router or react-router-dom directly', () => {
    // A direct import would pull in a second, unshared copy of the router: links and hooks of that
    // copy would not see the shell's router context.
    const offenders = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .filter((file) => !ROUTER_MODULE.includes(file) && file !== SERVER_ENTRY && !TEST_ONLY.test(file))
      .filter((file) => /from\s+['"]react-router(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });

  it('the federation contract shares the wrapper, not the whole router package', () => {
    expect(Object.keys(sharedDependencies)).not.toContain('react-router');
    expect(Object.keys(sharedDependencies)).not.toContain('react-router-dom');
    expect(Object.keys(sharedDependencies)).toContain('shared-ui/');
  });
});
