// The four releasable apps by folder name (what the commands take) and their federation keys
// (config/ports.mjs `appDirs`: mf_blog → mf-blog).
import { appDirs } from '../../config/ports.mjs';

export type AppKey = keyof typeof appDirs;
export const APP_NAMES = Object.values(appDirs);
export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Apps whose code is in the generated public pages (scripts/generate.ts renders their server builds). */
export const PAGE_APPS = ['shell', 'mf-marketing', 'mf-blog'];

export function appKey(name: string): AppKey {
  const entry = Object.entries(appDirs).find(([, dir]) => dir === name);
  if (!entry) throw new Error(`unknown app "${name}": one of ${APP_NAMES.join(', ')}`);
  return entry[0] as AppKey;
}
