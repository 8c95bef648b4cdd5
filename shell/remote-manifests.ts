// Every remote's manifest (its src/remote.ts), for what composes the remotes: the shell's build (its
// page map, shell/rsbuild.config.ts), its typed remote modules (src/remotes/remote-module.tsx, a type
// import), the generator (what a release renders again) and the release tool. Node code only: in a
// browser bundle, the manifests' `load` would bundle every remote's pages.
import type { RemoteKey } from '../config/apps.mjs';
import type { RemoteManifest } from '../config/mf/remote-manifest.ts';
import { manifest as adminManifest } from '../mf-admin/src/remote.ts';
import { manifest as blogManifest } from '../mf-blog/src/remote.ts';
import { manifest as clientsManifest } from '../mf-clients/src/remote.ts';
import { manifest as marketingManifest } from '../mf-marketing/src/remote.ts';

export const remoteManifests = {
  mf_marketing: marketingManifest,
  mf_blog: blogManifest,
  mf_admin: adminManifest,
  mf_clients: clientsManifest,
} as const satisfies Record<RemoteKey, RemoteManifest>;
