// npm run build: production bundles of the shell and the three remotes.
import { ensureDependencies } from './lib/ensure.mjs';

ensureDependencies();
const { buildAll } = await import('./lib/build-apps.mjs');
await buildAll(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
