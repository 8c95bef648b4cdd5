// Which folder the production server (scripts/lib/static-server.mjs) serves for an app: the live
// version in the local release store when the registry names one, else the app's own build. The
// registry is re-read whenever it changes (it is replaced by a rename, so a new inode), so a
// promotion or rollback takes effect on the next request: no restart, no rebuild, and the
// remotes' URLs in /env.js and the page's CSP stay the same (each remote keeps its origin).
// Plain JS: `npm start` runs the servers without a TypeScript loader.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

/** The local store and environment a server follows: RELEASE_STORE_DIR (default .releases/), RELEASE_ENV (default production). */
export function storeOf(env = process.env) {
  return { store: path.resolve(env.RELEASE_STORE_DIR ?? path.join(repoRoot, '.releases')), environment: env.RELEASE_ENV ?? 'production' };
}

const exists = (file) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * @param {{ app: string, fallback: string, env?: NodeJS.ProcessEnv }} options app: folder name
 *   (shell, mf-blog…); fallback: the folder served while no version of the app is live.
 * @returns {(urlPath?: string) => Promise<string>}
 */
export function liveRoot({ app, fallback, env = process.env }) {
  const { store, environment } = storeOf(env);
  const file = path.join(store, 'registry', `${environment}.json`);
  let cached = { stamp: '', root: fallback, previous: [] };
  const current = async () => {
    const stamp = await stat(file).then(
      (info) => `${info.ino}:${info.mtimeMs}:${info.size}`,
      () => 'none',
    );
    if (stamp === cached.stamp) return cached;
    let next = { stamp, root: fallback, previous: [] };
    if (stamp !== 'none') {
      try {
        const registry = JSON.parse(await readFile(file, 'utf8'));
        const entry = registry.apps?.[app];
        const versionDir = (version) => path.join(store, app, version);
        // Newest first: the versions a page opened before the last promotions may still ask for.
        const previous = (entry?.previous ?? []).map((old) => versionDir(old.version)).reverse();
        // The shell is served with the pages generated from the live versions (release/src/pages.ts).
        if (app === 'shell' && registry.pages?.dir)
          next = { stamp, root: path.join(store, registry.pages.dir), previous: entry ? [versionDir(entry.live.version), ...previous] : [] };
        else if (entry) next = { stamp, root: versionDir(entry.live.version), previous };
      } catch {
        return cached;
      }
    }
    cached = next;
    return next;
  };
  return async (urlPath = '/') => {
    const { root, previous } = await current();
    // A hashed file the live version does not have belongs to a version a visitor's page loaded
    // before a promotion or rollback (its manifest named it): serve it from there, it never changes.
    const normal = path.posix.normalize(urlPath);
    if (normal.startsWith('/static/') && previous.length && !(await exists(path.join(root, normal)))) {
      for (const dir of previous) if (await exists(path.join(dir, normal))) return dir;
    }
    return root;
  };
}
