// npm run build: production bundles of the shell and the three remotes, then the prerendered
// public pages (see scripts/prerender.ts). `npm run build -- shell mf_blog` builds only those apps;
// `--no-prerender` skips the pages.
import { ensureDependencies } from './lib/ensure.mjs';

ensureDependencies();
const args = process.argv.slice(2);
const apps = args.filter((arg) => !arg.startsWith('--'));
const { buildAll, prerenderPages } = await import('./lib/build-apps.mjs');
await buildAll(apps.length ? apps : undefined);

const shellBuilt = apps.length === 0 || apps.includes('shell');
if (shellBuilt && !args.includes('--no-prerender')) prerenderPages();
