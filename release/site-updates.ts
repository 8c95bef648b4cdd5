// npm run site:update — the job that regenerates the static pages after posts change
// (release/site-updates/worker.ts, supabase/migrations/*_site_updates.sql).
//   npm run site:update -- serve            wait for the database's webhook on SITE_UPDATE_PORT
//                                           (loopback; `npm start` runs this beside the site; on an
//                                           always-on host: SITE_UPDATE_HOST=0.0.0.0 and
//                                           SITE_UPDATE_HOOK_TOKEN, the Vault secret's value)
//   npm run site:update -- once [--then "<command>"]
//                                           one run: regenerate what is queued, run <command>
//                                           (e.g. the upload to the static host), report back
// Needs SUPABASE_URL, SUPABASE_ANON_KEY (the pages show what visitors may read) and
// SUPABASE_SERVICE_ROLE_KEY (to claim and finish the updates); writes into the Worker's bucket
// (SITE_UPDATE_TARGET=cloudflare), a local release store's live pages, GENERATE_DIST or shell/dist,
// for the deployment its environment describes (config/deployment.mjs: SITE_URL, MF_*_URL…).
import '../site-generator/src/production-mode.ts';
import path from 'node:path';
import { deploymentFromEnv, type Deployment } from '../config/deployment.mjs';
import { EXIT, exitWith, parseCli, usageExit } from '../local-supabase/cli-args.mjs';
import { repoRoot } from '../config/repo.mjs';
import { openSiteGenerator, type GenerateRequest, type SiteGenerator } from '../site-generator/src/site-generator.ts';
import { regenerateLivePages } from './src/pages.ts';
import { cloudflareTargetFromEnv } from './src/cloudflare-target.ts';
import { closeLiveGenerator, updateLivePages } from './src/cloudflare-site-update.ts';
import { serveSiteUpdates, siteUpdateJob } from './site-updates/worker.ts';

const usage = `npm run site:update -- [serve | once [--then "<command>"]]
  serve   wait for the database's webhook on SITE_UPDATE_PORT (the default)
  once    regenerate what is queued, run <command> (e.g. the upload to the static host), report back
Needs SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY.`;
const { values, positionals } = parseCli({ usage, options: { then: { type: 'string' } }, positionals: ['mode?'] });
const mode = positionals[0] ?? 'serve';
if (!['serve', 'once'].includes(mode)) usageExit(usage, `site-updates: unknown mode "${mode}" (serve or once)`);
if (values.then !== undefined && mode !== 'once') usageExit(usage, 'site-updates: --then goes with once');
const required = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'].filter((name) => !process.env[name]);
if (required.length) usageExit(usage, `site-updates: set ${required.join(', ')}`);
let deployment: Deployment;
try {
  deployment = deploymentFromEnv(process.env);
} catch (error) {
  exitWith(error, 'site-updates');
}
if (process.env.SITE_UPDATE_HOST && !process.env.SITE_UPDATE_HOOK_TOKEN) {
  console.error('site-updates: SITE_UPDATE_HOST without SITE_UPDATE_HOOK_TOKEN would let anyone trigger runs');
  process.exit(EXIT.refused);
}
const then = values.then;
const supabaseUrl = deployment.supabase.url;
const log = (message: string) => console.log(`[site-updates] ${message}`);
// Where the served pages are: with SITE_UPDATE_TARGET=cloudflare, the live pages folder of the
// Worker's bucket (RELEASE_ENV; RELEASE_S3_* or, on the local emulator, CLOUDFLARE_LOCAL_URL and
// STORE_ADMIN_TOKEN; the deployment's SITE_URL), rendered from the live versions (release/src/cloudflare-site-update.ts).
// Else the local release store's live pages when the shell is served from them
// (release/src/live-root.mjs), rendered from the live versions; else GENERATE_DIST or
// shell/dist, rendered by a generator kept open (loaded once, about 2 s a post). Decided per run: a
// release may start or move the store's pages while the job runs.
let repositoryGenerator: Promise<SiteGenerator> | undefined;
const cloudflare = process.env.SITE_UPDATE_TARGET === 'cloudflare' ? cloudflareTargetFromEnv(process.env) : null;
const generator: SiteGenerator = {
  async generate(request: GenerateRequest) {
    const started = Date.now();
    const { dir: store, environment } = deployment.store;
    const args = [
      ...(request.posts ?? []).flatMap((post) => ['--post', post]),
      ...(request.pages ?? []).flatMap((page) => ['--page', page]),
      ...(request.facts ?? []).flatMap((fact) => ['--fact', [fact.subject, fact.language ?? '', fact.namespace ?? ''].join(':')]),
    ];
    if (cloudflare) {
      const { dir, written, removed } = await updateLivePages({
        target: cloudflare,
        environment,
        deployment,
        request,
        log,
        mirror: process.env.RELEASE_MIRROR_DIR || undefined,
      });
      log(`${dir}: ${written} files written, ${removed} removed`);
      return { pages: Number.NaN, removed: [], ms: Date.now() - started, into: `${cloudflare.description} ${dir}` };
    }
    const livePages = await regenerateLivePages({ store, environment, args, deployment });
    if (livePages) return { pages: Number.NaN, removed: [], ms: Date.now() - started, into: livePages };
    repositoryGenerator ??= openSiteGenerator({
      dist: process.env.GENERATE_DIST ?? path.join(repoRoot, 'shell/dist'),
      deployment,
    });
    return (await repositoryGenerator).generate(request);
  },
};
const job = siteUpdateJob({
  generator,
  supabaseUrl,
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY!,
  publish: then,
  log,
});

if (mode === 'once') {
  let runs = 0;
  while (await job.runOnce()) runs++;
  log(runs ? `done (${runs} run${runs > 1 ? 's' : ''})` : 'nothing queued');
  await closeLiveGenerator();
} else {
  const server = await serveSiteUpdates(job, {
    port: Number(process.env.SITE_UPDATE_PORT ?? 3009),
    host: process.env.SITE_UPDATE_HOST || undefined,
    token: process.env.SITE_UPDATE_HOOK_TOKEN || undefined,
    log,
  });
  log(`waiting for the webhook on ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void Promise.all([server.close(), closeLiveGenerator()]).then(() => process.exit(0)));
  }
}
