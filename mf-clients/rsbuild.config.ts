// mf-clients' build: everything it is (port, exposed modules) is its entry in config/apps.mjs.
import { federatedApp } from '../config/rsbuild-app';

export default federatedApp('mf_clients');
