// npm start: install what is missing, build the production bundles and the prerendered pages (as
// `npm run build` does), start the local backend and serve the composed site. Ctrl-C stops everything.
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { startConfig } from './lib/start-config.mjs';

const config = startConfig(process.env);
if (config.problems.length) {
  for (const problem of config.problems) console.error(`npm start: ${problem}`);
  process.exit(1);
}
ensureDependencies();
ensureChromium(); // scripts/prerender.ts renders the pages in headless Chromium
const { buildAll, prerenderPages } = await import('./lib/build-apps.mjs');
const { startStack } = await import('./lib/stack.mjs');
const keys = await import('../local-supabase/keys.mjs');
const { startBanner } = await import('./lib/start-banner.mjs');

await buildAll();
prerenderPages();
const stack = await startStack(config.localBackend ? {} : { supabase: false, supabaseUrl: process.env.SUPABASE_URL });
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
