// npm run build: production bundles of the shell and the three remotes, then the prerendered
// public pages (see scripts/prerender.ts). `npm run build -- shell mf_blog` builds only those apps;
// `--no-prerender` skips the pages.
import { spawnSync } from 'node:child_process';
import { ensureDependencies } from './lib/ensure.mjs';
import { repoRoot } from './lib/repo.mjs';

ensureDependencies();
const args = process.argv.slice(2);
const apps = args.filter((arg) => !arg.startsWith('--'));
const { buildAll } = await import('./lib/build-apps.mjs');
await buildAll(apps.length ? apps : undefined);

const shellBuilt = apps.length === 0 || apps.includes('shell');
if (shellBuilt && !args.includes('--no-prerender')) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
