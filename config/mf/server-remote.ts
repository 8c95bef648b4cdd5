// What a remote's server build (<remote>/src/server.ts) gives the build-time renderer: its exposed modules,
// keyed as in its `exposes` (config/apps.mjs), and where its assets are served from.
import type { ComponentType } from 'react';

export type ExposedModules = Record<string, () => Promise<{ default: ComponentType<never> }>>;

export interface ServerRemote {
  exposes: ExposedModules;
  /** The public URL of the app's dist folder (its manifest's folder), for asset URLs in the HTML. */
  setAssetBase: (base: string) => void;
}

declare let __webpack_public_path__: string;

/** A remote's server entry. Bundled into each remote's server build, so the asset base it sets is
 *  that build's own. */
export function serverRemote(exposes: ExposedModules): ServerRemote {
  return {
    exposes,
    setAssetBase: (base) => {
      __webpack_public_path__ = base;
    },
  };
}

/** The global through which the shell's server build provides the workspace packages to the remotes'. */
export const SERVER_SHARED_SCOPE = '__bufeteServerShared';
