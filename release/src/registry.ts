// The registry of one environment (registry/<env>.json in the store): for each app the live version
// and the versions that were live before it, newest last, with when they were released, by whom and
// from which commit. Promotion and rollback only rewrite this file; versions never change.
import { appDirs, REMOTE_KEYS } from '../../config/apps.mjs';
import type { ReleaseMeta } from './metadata.ts';
import { readJson, writeJson, type ReleaseTarget } from './target.ts';

export interface RegistryEntry {
  version: string;
  releasedAt: string;
  author: string;
  commit: string;
  /** When this version became live (last time). */
  promotedAt: string;
}

export interface Registry {
  environment: string;
  updatedAt: string;
  apps: Record<string, { live: RegistryEntry; previous: RegistryEntry[] }>;
  /** Each remote's federation name by folder (`mf-blog` → `mf_blog`, config/apps.mjs): the Worker's /env.js names them. */
  remotes?: Record<string, string>;
  /** The generated pages now served for this environment (local target): store folder and the versions they were rendered from. */
  pages?: { dir: string; generatedAt: string; versions: Record<string, string> };
}

export const registryKey = (environment: string) => `registry/${environment}.json`;

export async function readRegistry(target: ReleaseTarget, environment: string): Promise<Registry> {
  return (await readJson<Registry>(target, registryKey(environment))) ?? { environment, updatedAt: new Date(0).toISOString(), apps: {} };
}

export function writeRegistry(target: ReleaseTarget, registry: Registry): Promise<void> {
  const remotes = Object.fromEntries(REMOTE_KEYS.map((key) => [appDirs[key], key]));
  return writeJson(target, registryKey(registry.environment), { ...registry, remotes, updatedAt: new Date().toISOString() });
}

/**
 * Reads, changes and writes the registry under the target's lock, so two releases (of different
 * apps, or a release and the page generation) never lose each other's change.
 */
export async function updateRegistry(
  target: ReleaseTarget,
  environment: string,
  change: (registry: Registry) => Registry | Promise<Registry>,
): Promise<Registry> {
  const unlock = await target.lock?.(registryKey(environment));
  try {
    const next = await change(await readRegistry(target, environment));
    await writeRegistry(target, next);
    return next;
  } finally {
    await unlock?.();
  }
}

/** A new registry where `meta` is live and the version it replaces is the first to roll back to. */
export function promoted(registry: Registry, meta: ReleaseMeta, now = new Date()): Registry {
  const current = registry.apps[meta.app];
  const entry: RegistryEntry = { version: meta.version, releasedAt: meta.releasedAt, author: meta.author, commit: meta.commit, promotedAt: now.toISOString() };
  const previous = current ? [...current.previous.filter((old) => old.version !== meta.version), current.live] : [];
  return { ...registry, apps: { ...registry.apps, [meta.app]: { live: entry, previous } } };
}

/** A new registry where the version live before the current one is live again. */
export function rolledBack(registry: Registry, app: string, now = new Date()): Registry {
  const current = registry.apps[app];
  if (!current) throw new Error(`${app} has no live version in ${registry.environment}: nothing to roll back`);
  const back = current.previous.at(-1);
  if (!back) throw new Error(`${app} ${current.live.version} is the only version ever live in ${registry.environment}: nothing to roll back to`);
  return {
    ...registry,
    apps: { ...registry.apps, [app]: { live: { ...back, promotedAt: now.toISOString() }, previous: current.previous.slice(0, -1) } },
  };
}
