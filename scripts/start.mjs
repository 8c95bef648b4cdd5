// npm start: install what is missing, build the production bundles, start the local backend, generate
// the public pages from it (as `npm run build` does, scripts/generate.ts) and serve the composed site.
// No browser is involved. Ctrl-C stops everything.
import { ensureDependencies } from './lib/ensure.mjs';
import { startConfig } from './lib/start-config.mjs';

const config = startConfig(process.env);
if (config.problems.length) {
  for (const problem of config.problems) console.error(`npm start: ${problem}`);
  process.exit(1);
}
ensureDependencies();
const { buildAll, generatePages } = await import('./lib/build-apps.mjs');
const { startStack } = await import('./lib/stack.mjs');
const keys = await import('../local-supabase/keys.mjs');
const { startBanner } = await import('./lib/start-banner.mjs');

await buildAll();
const stack = await startStack(config.localBackend ? {} : { supabase: false, supabaseUrl: process.env.SUPABASE_URL });
// The pages of the data this site serves; until they are written the server answers with the app.
await generatePages({
  env: {
    ...stack.env,
    SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY || keys.LOCAL_ANON_KEY,
  },
}).catch(async (error) => {
  console.error(`npm start: ${error.message}`);
  await stack.close();
  process.exit(1);
});
console.log(startBanner(stack, keys));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.close();
    process.exit(0);
  });
}
