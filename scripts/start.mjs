// npm start: production in miniature. Installs what is missing, builds the production bundles,
// starts the local backend, then runs the production Worker (edge/) on workerd, Cloudflare's own
// runtime (`wrangler dev`, offline), over a local R2 bucket that the release code fills as a
// deployment's is filled: each app released from its build, every page rendered from the live
// versions before the registry names them (release/src/edge-site.ts). The site-update job keeps
// the live pages in step with the database (release/site-updates.ts, SITE_UPDATE_TARGET=cloudflare).
// No browser is involved. Ctrl-C stops everything.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIT, parseCli } from '../local-supabase/cli-args.mjs';
import { ensureDependencies } from './lib/ensure.mjs';
import { reexecUnderProjectNode } from './lib/project-node.mjs';

// `node scripts/start.mjs` on an older Node runs again under Node 24 (scripts/lib/project-node.mjs).
// Nothing that reads config/apps.mjs is imported before: it imports the remotes' manifests, which
// are TypeScript, and only Node 24 strips their types.
await reexecUnderProjectNode();
const { startConfig } = await import('./lib/start-config.mjs');
const { deploymentFromEnv } = await import('../config/deployment.mjs');

parseCli({
  usage: `npm start
Builds, starts the local backend (or uses SUPABASE_URL and SUPABASE_ANON_KEY), releases every app into
the local Worker's bucket (which renders the pages) and serves the site through the Worker until Ctrl-C
(README.md, "Getting started").`,
});
const config = startConfig(process.env);
if (config.problems.length) {
  for (const problem of config.problems) console.error(`npm start: ${problem}`);
  process.exit(EXIT.refused);
}
// The site this run serves (SITE_URL, the backend, the remotes…), read once: config/deployment.mjs.
const deployment = deploymentFromEnv(process.env);
ensureDependencies();
// The release code is TypeScript: loaded through tsx (a dependency), as the npm scripts run it.
const { register } = await import('tsx/esm/api');
register();
const { buildChanged } = await import('./lib/build-apps.mjs');
const { startSiteUpdates } = await import('../release/site-updates-process.mjs');
const { ports } = await import('../config/apps.mjs');
const { startLocalSupabase } = await import('./lib/stack.mjs');
const keys = await import('../local-supabase/keys.mjs');
const { startBanner } = await import('./lib/start-banner.mjs');
const { pruneOldPages, releaseAll, startEdgeSite } = await import('../release/src/edge-site.ts');
const { resolveDataDir } = await import('../local-supabase/src/paths.ts');

const buildStarted = Date.now();
const built = await buildChanged();
console.log(`${built.length ? `built ${built.join(', ')}` : 'every build up to date'} in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);
const { siteUrl } = deployment;
// The local backend's webhook calls the site-update job on this port when a post changes
// (supabase/migrations/*_site_updates.sql); against a hosted project its own hook does.
const siteUpdatePort = Number(process.env.SITE_UPDATE_PORT ?? ports.shell + 9);
const backend = config.localBackend
  ? await startLocalSupabase({ env: { SITE_URL: siteUrl, SITE_UPDATE_HOOK_URL: `http://127.0.0.1:${siteUpdatePort}/site-update` } })
  : null;
const supabaseUrl = backend?.url ?? deployment.supabase.url;
const supabaseAnonKey = deployment.supabase.anonKey;
// With the local backend, the bucket (and the mirror the pages are rendered from) stay in its data
// folder between runs, as a deployment's bucket stays: an app whose build did not change is not
// released again, and every page is rendered anew from the data (db:reset wipes them with the data).
// Against another backend the bucket lives as long as this run.
const kept = config.localBackend ? path.join(resolveDataDir(), 'edge') : null;
const work = kept ?? (await mkdtemp(path.join(tmpdir(), 'npm-start-edge-')));
let site;
let siteUpdates = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await siteUpdates?.close();
  await site?.close();
  await backend?.close();
  if (!kept) await rm(work, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log('\nStopping...');
    void stop(0);
  });
}
try {
  const started = Date.now();
  site = await startEdgeSite({
    port: ports.shell,
    persistTo: work,
    ...(kept ? { mirror: path.join(resolveDataDir(), 'edge-mirror') } : {}),
    supabaseUrl,
    supabaseAnonKey,
    siteUrl,
    turnstileSiteKey: deployment.turnstileSiteKey,
    deployment,
    log: (line) => console.log(`[release] ${line}`),
  });
  const released = await releaseAll(site, { reuse: !!kept, log: (line) => console.log(`[release] ${line}`) });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[release] ${released.length ? `${released.join(', ')} released` : 'every app live as built'}, the pages rendered, in ${seconds} s`);
  if (kept) {
    void pruneOldPages(site).then(
      (count) => count && console.log(`[release] ${count} older pages folders removed from the local bucket`),
      (error) => console.error(`[release] the older pages folders stay in the local bucket: ${error.message}`),
    );
  }
} catch (error) {
  console.error(`npm start: ${error.message}`);
  await stop(1);
}
if (backend) {
  siteUpdates = startSiteUpdates({
    env: {
      ...process.env,
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: supabaseAnonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.LOCAL_SERVICE_ROLE_KEY,
      SITE_URL: siteUrl,
      SITE_UPDATE_TARGET: 'cloudflare',
      CLOUDFLARE_LOCAL_URL: site.url,
      STORE_ADMIN_TOKEN: site.storeToken,
      RELEASE_ENV: site.environment,
      RELEASE_MIRROR_DIR: site.mirror,
    },
    port: siteUpdatePort,
  });
}
console.log(
  startBanner(
    {
      siteUrl: site.url,
      store: { url: site.url, token: site.storeToken, previewSecret: site.previewSecret, environment: site.environment, supabaseUrl, supabaseAnonKey },
      backend,
      siteUpdatesUrl: siteUpdates && `http://127.0.0.1:${siteUpdatePort}/site-update`,
    },
    keys,
  ),
);
