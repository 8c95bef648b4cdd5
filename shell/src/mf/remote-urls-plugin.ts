// Points every remote at the manifest URL found in /env.js before the federation runtime starts.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteUrlsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-urls-from-env',
    beforeInit(args) {
      const urls = (typeof window === 'undefined' ? undefined : window.__ENV__?.remotes) as Record<string, string> | undefined;
      if (!urls) return args;
      args.userOptions.remotes = (args.userOptions.remotes ?? []).map((remote) => (urls[remote.name] ? { ...remote, entry: urls[remote.name] } : remote));
      return args;
    },
  };
}
