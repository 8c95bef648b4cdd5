// mf-clients' build: its port and title are its entry in config/apps.mjs, what it exposes is
// its manifest (src/remote.ts).
import { federatedApp } from '../config/rsbuild-app';
import { manifest } from './src/remote.ts';

export default federatedApp('mf_clients', { manifest });
