// npm run build: production bundles of the shell and the three remotes (browser and server builds),
// then the generated public pages (scripts/generate.ts). `npm run build -- shell mf_blog` builds
// only those apps; `--no-generate` skips the pages.
import { ensureDependencies } from './lib/ensure.mjs';

ensureDependencies();
const args = process.argv.slice(2);
const apps = args.filter((arg) => !arg.startsWith('--'));
const { buildAll, generatePages } = await import('./lib/build-apps.mjs');
await buildAll(apps.length ? apps : undefined);

const shellBuilt = apps.length === 0 || apps.includes('shell');
if (shellBuilt && !args.includes('--no-generate')) await generatePages();
