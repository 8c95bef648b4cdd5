// What the generator renders from: each app's browser build (`dist`: the page template, the
// manifests, CSS, fonts and locale files) and its Node build (`server`: server.cjs), by folder name
// (config/apps.mjs). The repository's builds by default; a release names the live versions it
// mirrored (release/src/pages.ts liveDirs) in GENERATE_BUILDS.
import path from 'node:path';
import { appDirs } from '../../config/apps.mjs';
import { repoRoot } from '../../config/repo.mjs';

export interface AppBuild {
  dist: string;
  server: string;
}
export type SiteBuilds = Record<string, AppBuild>;

/** The environment variable a caller names the builds in (JSON: { "mf-blog": { dist, server }, … }). */
export const BUILDS_ENV = 'GENERATE_BUILDS';

export function repositoryBuilds(): SiteBuilds {
  return Object.fromEntries(
    Object.values(appDirs).map((app) => [app, { dist: path.join(repoRoot, app, 'dist'), server: path.join(repoRoot, app, 'dist-server') }]),
  );
}

/** The repository's builds, with the apps GENERATE_BUILDS names in their place. */
export function buildsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteBuilds {
  const named = env[BUILDS_ENV] ? (JSON.parse(env[BUILDS_ENV]) as SiteBuilds) : {};
  for (const [app, build] of Object.entries(named)) {
    if (!Object.values(appDirs).includes(app as never)) throw new Error(`${BUILDS_ENV}: unknown app "${app}"`);
    if (!path.isAbsolute(build.dist) || !path.isAbsolute(build.server)) throw new Error(`${BUILDS_ENV}: ${app}'s folders must be absolute paths`);
  }
  return { ...repositoryBuilds(), ...named };
}

/** A namespace's locale file in the build that ships it (the shell ships shared-i18n's). */
export const localeFile = (builds: SiteBuilds, app: string, language: string, namespace: string) =>
  path.join(builds[app].dist, 'locales', language, `${namespace}.json`);
