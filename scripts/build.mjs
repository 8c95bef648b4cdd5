// npm run build: production bundles of the shell and the three remotes (browser and server builds),
// then the generated public pages (site-generator/cli.ts). `npm run build -- shell mf-blog` builds
// only those apps (mf_blog is taken too); `--no-generate` skips the pages.
import { appDirs } from '../config/apps.mjs';
import { deploymentFromEnv } from '../config/deployment.mjs';
import { appName, exitWith, parseCli } from '../local-supabase/cli-args.mjs';
import { ensureDependencies } from './lib/ensure.mjs';

const APPS = Object.values(appDirs);
const { values, positionals } = parseCli({
  usage: `npm run build [-- <app>...] [--no-generate]
Production bundles of the apps (all of them, or those named: ${APPS.join(', ')}), then the public pages.
  --no-generate   skip the pages`,
  options: { 'no-generate': { type: 'boolean' } },
  positionals: ['...app'],
});
let keys = [];
/** @type {import('../config/deployment.mjs').Deployment} */
let deployment;
try {
  // The site the pages are rendered for: SITE_URL, SUPABASE_URL… (config/deployment.mjs).
  deployment = deploymentFromEnv(process.env);
  keys = positionals.map((app) => appName(app, APPS)).map((folder) => Object.keys(appDirs).find((key) => appDirs[key] === folder));
} catch (error) {
  exitWith(error, 'npm run build');
}

ensureDependencies();
const { buildAll } = await import('./lib/build-apps.mjs');
const { generatePages } = await import('../site-generator/run.mjs');
await buildAll(keys.length ? keys : undefined);

if ((keys.length === 0 || keys.includes('shell')) && !values['no-generate']) await generatePages({ deployment });
