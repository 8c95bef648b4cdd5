// npm run serve: the production servers of the four apps, serving the live releases of the local
// release store (RELEASE_STORE_DIR, default .releases/; RELEASE_ENV, default production) against a
// hosted Supabase project. No build and no page generation at start (`npm start` does both):
// releases, promotions and rollbacks (npm run release / promote / rollback) take effect while it
// runs. An app never released is served from its own dist.
import { startStack } from '../lib/stack.mjs';
import { startConfig } from '../lib/start-config.mjs';
import { storeOf } from './live-root.mjs';

const config = startConfig(process.env);
if (config.problems.length || config.localBackend) {
  for (const problem of config.problems) console.error(`npm run serve: ${problem}`);
  if (config.localBackend) console.error('npm run serve: set SUPABASE_URL and SUPABASE_ANON_KEY (the hosted project); `npm start` runs the local backend.');
  process.exit(1);
}
const stack = await startStack({ supabase: false, supabaseUrl: process.env.SUPABASE_URL });
const { store, environment } = storeOf(process.env);
console.log(`Serving the ${environment} releases of ${store}:`);
for (const [app, server] of Object.entries(stack.servers)) console.log(`  ${app.padEnd(14)} ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.close().then(() => process.exit(0)));
