// What the generator renders from: each app's browser build (`dist`: the page template, the
// manifests, CSS, fonts and locale files) and its Node build (`server`: server.cjs), by folder name
// (config/apps.mjs). The repository's builds by default; a release names the live versions it
// mirrored (release/src/pages.ts liveDirs), given to the generator's command as --builds <JSON>.
import path from 'node:path';
import { appDirs } from '../../config/apps.mjs';
import { repoRoot } from '../../config/repo.mjs';

export interface AppBuild {
  dist: string;
  server: string;
}
export type SiteBuilds = Record<string, AppBuild>;

export function repositoryBuilds(): SiteBuilds {
  return Object.fromEntries(
    Object.values(appDirs).map((app) => [app, { dist: path.join(repoRoot, app, 'dist'), server: path.join(repoRoot, app, 'dist-server') }]),
  );
}

/** The repository's builds, with the apps `named` (JSON: { "mf-blog": { dist, server }, … }) in their place. */
export function buildsFrom(named: string | undefined): SiteBuilds {
  const builds = named ? (JSON.parse(named) as SiteBuilds) : {};
  for (const [app, build] of Object.entries(builds)) {
    if (!Object.values(appDirs).includes(app as never)) throw new Error(`--builds: unknown app "${app}"`);
    if (!path.isAbsolute(build.dist) || !path.isAbsolute(build.server)) throw new Error(`--builds: ${app}'s folders must be absolute paths`);
  }
  return { ...repositoryBuilds(), ...builds };
}

/** A namespace's locale file in the build that ships it (the shell ships shared-i18n's). */
export const localeFile = (builds: SiteBuilds, app: string, language: string, namespace: string) =>
  path.join(builds[app].dist, 'locales', language, `${namespace}.json`);
