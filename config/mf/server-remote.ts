// What a remote's server build (<remote>/src/server.ts) gives the build-time renderer: its exposed
// modules, from its manifest (<remote>/src/remote.ts), and where its assets are served from.
import type { ComponentType } from 'react';
import type { RemoteManifest } from './remote-manifest.ts';

export type ExposedModules = Record<string, () => Promise<{ default: ComponentType<never> }>>;

export interface ServerRemote {
  exposes: ExposedModules;
  /** The public URL of the app's dist folder (its manifest's folder), for asset URLs in the HTML. */
  setAssetBase: (base: string) => void;
}

declare let __webpack_public_path__: string;

/** A remote's server entry: the modules of its manifest. Bundled into each remote's server build, so
 *  the asset base it sets is that build's own. */
export function serverRemote(manifest: RemoteManifest): ServerRemote {
  return {
    exposes: Object.fromEntries(Object.entries(manifest.exposes).map(([name, module]) => [name, module.load])),
    setAssetBase: (base) => {
      __webpack_public_path__ = base;
    },
  };
}

/** The global through which the shell's server build provides the workspace packages to the remotes'. */
export const SERVER_SHARED_SCOPE = '__bufeteServerShared';
