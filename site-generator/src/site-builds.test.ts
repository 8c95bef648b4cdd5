import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';
import { buildsFrom, localeFile } from './site-builds.ts';

describe('the builds the generator renders from', () => {
  it("are the repository's by default, for every app of the registry", () => {
    const builds = buildsFrom(undefined);
    expect(Object.keys(builds).sort()).toEqual(['mf-admin', 'mf-blog', 'mf-clients', 'mf-marketing', 'shell']);
    expect(builds['mf-blog']).toEqual({ dist: path.join(repoRoot, 'mf-blog/dist'), server: path.join(repoRoot, 'mf-blog/dist-server') });
    expect(localeFile(builds, 'shell', 'ar', 'routes')).toBe(path.join(repoRoot, 'shell/dist/locales/ar/routes.json'));
  });

  it('are those --builds names where it names them (a release’s live versions)', () => {
    const live = { dist: '/store/mf-blog/20261126-abc', server: '/store/_server/mf-blog/20261126-abc' };
    const builds = buildsFrom(JSON.stringify({ 'mf-blog': live }));
    expect(builds['mf-blog']).toEqual(live);
    expect(builds.shell.dist).toBe(path.join(repoRoot, 'shell/dist'));
  });

  it('refuse an unknown app or a relative folder', () => {
    expect(() => buildsFrom(JSON.stringify({ 'mf-shop': { dist: '/a', server: '/b' } }))).toThrow(/unknown app "mf-shop"/);
    expect(() => buildsFrom(JSON.stringify({ shell: { dist: 'shell/dist', server: '/b' } }))).toThrow(/absolute/);
  });
});
