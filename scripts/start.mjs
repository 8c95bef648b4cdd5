// npm start: install what is missing, build the production bundles, start the local backend and
// serve the composed site. Ctrl-C stops everything.
import { ensureDependencies } from './lib/ensure.mjs';
import { startConfig } from './lib/start-config.mjs';

const config = startConfig(process.env);
if (config.problems.length) {
  for (const problem of config.problems) console.error(`npm start: ${problem}`);
  process.exit(1);
}
ensureDependencies();
const { buildAll } = await import('./lib/build-apps.mjs');
const { startStack } = await import('./lib/stack.mjs');
const keys = await import('../local-supabase/keys.mjs');

await buildAll();
const stack = await startStack(config.localBackend ? {} : { supabase: false, supabaseUrl: process.env.SUPABASE_URL });
console.log(`
  Site            ${stack.servers.shell.url}
  mf-marketing    ${stack.servers.mf_marketing.url}
  mf-blog         ${stack.servers.mf_blog.url}
  mf-admin        ${stack.servers.mf_admin.url}
  Supabase API    ${stack.backend?.url ?? `${process.env.SUPABASE_URL} (hosted)`}
${stack.backend ? `  Mail inbox      ${stack.backend.mailUrl}   (every e-mail the site sends is caught here)\n` : ''}  Admin login     ${keys.LOCAL_ADMIN_EMAIL} / ${keys.LOCAL_ADMIN_PASSWORD}  at ${stack.servers.shell.url}/admin-login

  Press Ctrl-C to stop.
`);

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
