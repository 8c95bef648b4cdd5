// The four releasable apps by folder name (what the commands take) and their federation keys
// (config/apps.mjs: mf_blog → mf-blog).
import { appDirs, PAGE_APP_KEYS } from '../../config/apps.mjs';

export type AppKey = keyof typeof appDirs;
export const APP_NAMES: string[] = Object.values(appDirs);
export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Apps whose code is in the generated public pages (site-generator/cli.ts renders their server builds). */
export const PAGE_APPS: string[] = PAGE_APP_KEYS.map((key) => appDirs[key]);

export function appKey(name: string): AppKey {
  const entry = Object.entries(appDirs).find(([, dir]) => dir === name);
  if (!entry) throw new Error(`unknown app "${name}": one of ${APP_NAMES.join(', ')}`);
  return entry[0] as AppKey;
}
