// shell's build: everything it is (port, server entry, runtime plugins) is its entry in config/apps.mjs;
// its page map comes from the remotes' manifests (remote-manifests.ts).
import { federatedApp } from '../config/rsbuild-app';
import { remoteManifests } from './remote-manifests.ts';

export default federatedApp('shell', { remoteManifests });
