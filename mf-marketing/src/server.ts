// mf-marketing's pages for the build-time renderer (site-generator/cli.ts): the modules of its manifest
// (src/remote.ts), loaded from this app's server build.
import { serverRemote } from '../../config/mf/server-remote';
import { manifest } from './remote';

export const remote = serverRemote(manifest);
