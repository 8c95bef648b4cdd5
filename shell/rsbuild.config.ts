// shell's build: everything it is (port, exposed modules, server entry) is its entry in config/apps.mjs.
import { federatedApp } from '../config/rsbuild-app';

export default federatedApp('shell');
