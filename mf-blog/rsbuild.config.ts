// mf-blog's build: its port, title and server entry are its entry in config/apps.mjs, what it exposes is
// its manifest (src/remote.ts).
import { federatedApp } from '../config/rsbuild-app';
import { manifest } from './src/remote.ts';

export default federatedApp('mf_blog', { manifest });
