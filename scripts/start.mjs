// npm start: install what is missing, build the production bundles, start the local backend, generate
// the public pages from it (as `npm run build` does, scripts/generate.ts), serve the composed site,
// and keep the pages of posts in step as they change (scripts/site-updates.ts, as a deployment's
// site-update job does). No browser is involved. Ctrl-C stops everything.
import { EXIT, parseCli } from '../local-supabase/cli-args.mjs';
import { ensureDependencies } from './lib/ensure.mjs';
import { startConfig } from './lib/start-config.mjs';
import { reexecUnderProjectNode } from './lib/project-node.mjs';

// `node scripts/start.mjs` on an older Node runs again under Node 24 (scripts/lib/project-node.mjs).
await reexecUnderProjectNode();

parseCli({
  usage: `npm start
Builds, starts the local backend (or uses SUPABASE_URL and SUPABASE_ANON_KEY), generates the pages and
serves the site until Ctrl-C (README.md, "Getting started").`,
});
const config = startConfig(process.env);
if (config.problems.length) {
  for (const problem of config.problems) console.error(`npm start: ${problem}`);
  process.exit(EXIT.refused);
}
ensureDependencies();
const { buildAll, generatePages, startSiteUpdates } = await import('./lib/build-apps.mjs');
const { ports } = await import('../config/apps.mjs');
const { startStack } = await import('./lib/stack.mjs');
const keys = await import('../local-supabase/keys.mjs');
const { startBanner } = await import('./lib/start-banner.mjs');

await buildAll();
// The local backend's webhook calls the site-update job on this port when a post changes
// (supabase/migrations/*_site_updates.sql); against a hosted project its own hook does.
const siteUpdatePort = Number(process.env.SITE_UPDATE_PORT ?? ports.shell + 9);
const stack = await startStack(
  config.localBackend
    ? { supabase: { env: { SITE_UPDATE_HOOK_URL: `http://127.0.0.1:${siteUpdatePort}/site-update` } } }
    : { supabase: false, supabaseUrl: process.env.SUPABASE_URL },
);
const generateEnv = { ...stack.env, SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY || keys.LOCAL_ANON_KEY };
// The pages of the data this site serves; until they are written the server answers with the app.
await generatePages({ env: generateEnv }).catch(async (error) => {
  console.error(`npm start: ${error.message}`);
  await stack.close();
  process.exit(1);
});
const siteUpdates = config.localBackend
  ? startSiteUpdates({ env: { ...generateEnv, SUPABASE_SERVICE_ROLE_KEY: keys.LOCAL_SERVICE_ROLE_KEY }, port: siteUpdatePort })
  : null;
console.log(startBanner({ ...stack, siteUpdatesUrl: siteUpdates && `http://127.0.0.1:${siteUpdatePort}/site-update` }, keys));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await siteUpdates?.close();
    await stack.close();
    process.exit(0);
  });
}
