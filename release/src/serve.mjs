// npm run serve: the production servers of the four apps, serving the live releases of the local
// release store (RELEASE_STORE_DIR, default .releases/; RELEASE_ENV, default production) against a
// hosted Supabase project. No build and no page generation at start (`npm start` does both):
// releases, promotions and rollbacks (npm run release / promote / rollback) take effect while it
// runs. An app never released is served from its own dist.
import { startStack } from '../../scripts/lib/stack.mjs';
import { APPS, REMOTE_KEYS } from '../../config/apps.mjs';
import { EXIT, parseCli } from '../../local-supabase/cli-args.mjs';
import { serveProblems } from '../../scripts/lib/start-config.mjs';
import { storeOf } from './live-root.mjs';

parseCli({
  usage: `npm run serve
Serves the live releases of the release store (RELEASE_STORE_DIR, RELEASE_ENV) against the hosted project:
needs SUPABASE_URL and SUPABASE_ANON_KEY, and in production (NODE_ENV=production) SITE_URL and every
remote's URL (${REMOTE_KEYS.map((key) => APPS[key].manifestEnv).join(', ')}).`,
});
const problems = serveProblems(process.env);
if (problems.length) {
  for (const problem of problems) console.error(`npm run serve: ${problem}`);
  process.exit(EXIT.refused);
}
const stack = await startStack({ supabase: false, supabaseUrl: process.env.SUPABASE_URL });
const { store, environment } = storeOf(process.env);
console.log(`Serving the ${environment} releases of ${store}:`);
for (const [app, server] of Object.entries(stack.servers)) console.log(`  ${app.padEnd(14)} ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.close().then(() => process.exit(0)));
