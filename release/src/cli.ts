// npm run release -- <app> [--env staging|production] [--target local|s3|cloudflare] [--no-build] [--no-smoke] [--candidate] [--dist <dir>] [--server-dist <dir>]
// npm run promote -- <app> [--env production] [--from staging] [--version <version>] [--target …]
// npm run rollback -- <app> [--env …] [--target …]
// npm run releases [-- <app>] [--env …] [--target …]
// npm run release:pages [-- --env …]   the pages again from the live versions (after a failed generation)
// The local target is RELEASE_STORE_DIR (default .releases/ at the repository root); the S3 target
// is configured by RELEASE_S3_* (./s3-target.ts). See README.md, "Deploying".
import path from 'node:path';
import { deploymentFromEnv, type Deployment } from '../../config/deployment.mjs';
import { appName, EXIT, exitWith, parseCli, UsageError } from '../../local-supabase/cli-args.mjs';
import { ensurePrivate, privateUmask } from '../../local-supabase/src/private-dir.ts';
import { buildApp } from '../../scripts/lib/build-apps.mjs';
import { appKey, APP_NAMES, ENVIRONMENTS, type Environment } from './apps.ts';
import { localTarget } from './local-target.ts';
import { liveDirs, pagesFollowRelease, regeneratePages } from './pages.ts';
import { readRegistry, type Registry } from './registry.ts';
import { writeEnvFile } from './env-file.ts';
import { GateRefusal, listReleases, promoteVersion, releaseBuild, rollback } from './release.ts';
import type { ReleaseTarget } from './target.ts';

const USAGE = `npm run release -- <app> [--env staging|production] [--target local|s3|cloudflare] [--no-build] [--no-smoke] [--candidate] [--dist <dir>] [--server-dist <dir>]
npm run promote -- <app> [--env production] [--from staging] [--version <version>] [--target local|s3|cloudflare]
npm run rollback -- <app> [--env staging|production] [--target local|s3|cloudflare]
npm run releases [-- <app>] [--env staging|production] [--target local|s3|cloudflare]
npm run release:pages [-- --env staging|production]
Apps: ${APP_NAMES.join(', ')} (mf_blog is taken for mf-blog). Exit codes: 0 done, 1 failed,
2 not understood (nothing done), 3 refused by a gate. --candidate: upload and check against the
environment's live apps, move no pointer, print the version last (npm run preview). README.md, "Deploying".`;

function parse(argv: string[]) {
  const { values, positionals } = parseCli({
    usage: USAGE,
    args: argv,
    positionals: ['command', 'app?'],
    options: {
      env: { type: 'string', default: 'production' },
      target: { type: 'string', default: 'local' },
      'no-build': { type: 'boolean', default: false },
      'no-smoke': { type: 'boolean', default: false },
      candidate: { type: 'boolean', default: false },
      dist: { type: 'string' },
      'server-dist': { type: 'string' },
      from: { type: 'string', default: 'staging' },
      version: { type: 'string' },
    },
  });
  const [command, name] = positionals;
  if (!['release', 'promote', 'rollback', 'releases', 'pages'].includes(command)) throw new UsageError(`unknown command "${command}"`);
  if (!ENVIRONMENTS.includes(values.env as Environment)) throw new UsageError(`--env must be one of ${ENVIRONMENTS.join(', ')}`);
  if (!['local', 's3', 'cloudflare'].includes(values.target!)) throw new UsageError('--target must be cloudflare, local or s3');
  if (name && command === 'pages') throw new UsageError(`release:pages takes no app ("${name}")`);
  if (values.candidate && command !== 'release') throw new UsageError('--candidate is an option of npm run release');
  const app = name ? appName(name, APP_NAMES) : undefined;
  return { ...values, command, app, environment: values.env as Environment, env: values.env!, target: values.target!, from: values.from! };
}

/**
 * The smoke test needs the live versions on disk (the local store, or the bucket's mirrored) and a
 * backend with data (SUPABASE_URL and SUPABASE_ANON_KEY: the environment's project, or `npm start`'s
 * local one).
 */
function smokeGate(deployment: Deployment, app: string, environment: Environment, wanted: boolean, target: ReleaseTarget, cloudflare: boolean) {
  const { url: supabaseUrl, anonKey: supabaseAnonKey, local } = deployment.supabase;
  const storeDir = deployment.store.dir;
  if (!wanted) return undefined;
  if (local) {
    console.log('smoke test skipped: set SUPABASE_URL and SUPABASE_ANON_KEY to open the candidate in Chromium before it goes live');
    return undefined;
  }
  if (cloudflare)
    return async (candidateDist: string) => (await import('./smoke.ts')).bucketSmoke({ target, environment, app, supabaseUrl, supabaseAnonKey })(candidateDist);
  return async (candidateDist: string) => {
    const { smokeTest } = await import('./smoke.ts');
    const live = liveDirs(storeDir, await readRegistry(localTarget(storeDir), environment));
    const dirs = { ...Object.fromEntries(Object.entries(live).map(([name, dir]) => [name, dir.dist])), [app]: candidateDist };
    return smokeTest({ app, dirs, supabaseUrl, supabaseAnonKey });
  };
}

async function main(argv: string[]) {
  const options = parse(argv);
  // The site released to (SITE_URL, the backend, RELEASE_STORE_DIR…), read once: config/deployment.mjs.
  const deployment = deploymentFromEnv(process.env);
  const storeDir = deployment.store.dir;
  const local = options.target === 'local';
  // The store holds every release's code and settings: this OS user's only, as the backend's data.
  privateUmask();
  if (local) ensurePrivate(storeDir);
  // The AWS SDK loads only for the S3 target: a rollback starts (and takes effect) sooner.
  const cloudflare = options.target === 'cloudflare' ? await import('./cloudflare-target.ts') : null;
  const target = local ? localTarget(storeDir) : cloudflare ? cloudflare.cloudflareTargetFromEnv() : (await import('./s3-target.ts')).s3TargetFromEnv();
  // The Worker's pages are rendered and uploaded before the registry names them (./cloudflare-target.ts).
  const preparePages = cloudflare?.pagesBeforePointer({ target, environment: options.environment, deployment });
  // Page generation needs the served store: only the local target has one here.
  // A site served from the bucket reads the live versions from env/<env>/env.js (./env-file.ts).
  const publicUrl = process.env.RELEASE_PUBLIC_URL;
  const afterPromotion = local
    ? pagesFollowRelease({ store: storeDir, environment: options.environment, deployment })
    : publicUrl
      ? async (registry: Registry) => writeEnvFile(target, registry, publicUrl, deployment)
      : undefined;
  if (options.command === 'release') {
    if (!options.app) throw new UsageError(`which app? npm run release -- <${APP_NAMES.join('|')}>`);
    if (!options['no-build'] && !options.dist) await buildApp(appKey(options.app));
    // A candidate goes live nowhere: its smoke test is the preview itself.
    const smoke = smokeGate(
      deployment,
      options.app,
      options.environment,
      (local || !!cloudflare) && !options['no-smoke'] && !options.candidate,
      target,
      !!cloudflare,
    );
    const { meta } = await releaseBuild({
      app: options.app,
      environment: options.environment,
      target,
      distDir: options.dist,
      serverDistDir: options['server-dist'],
      propsContract: true,
      smoke,
      afterPromotion,
      preparePages,
      candidate: options.candidate,
    });
    // The last line, alone: what a workflow passes to npm run preview.
    if (options.candidate) console.log(meta.version);
  } else if (options.command === 'promote') {
    if (!options.app) throw new UsageError(`which app? npm run promote -- <${APP_NAMES.join('|')}>`);
    const version = options.version ?? (await readRegistry(target, options.from)).apps[options.app]?.live.version;
    if (!version) throw new Error(`${options.app} has no live version in ${options.from}: give --version`);
    const smoke = smokeGate(deployment, options.app, options.environment, local && !options['no-smoke'], target, false);
    const versionDir = local ? path.join(storeDir, options.app, version) : undefined;
    await promoteVersion({ app: options.app, environment: options.environment, target, version, versionDir, smoke, afterPromotion, preparePages });
  } else if (options.command === 'pages') {
    if (cloudflare) await cloudflare.republishPages({ target, environment: options.environment, deployment });
    else if (!local) throw new Error('pages are generated from the local and cloudflare targets only');
    else await regeneratePages({ store: storeDir, environment: options.environment, deployment });
  } else if (options.command === 'rollback') {
    if (!options.app) throw new UsageError(`which app? npm run rollback -- <${APP_NAMES.join('|')}>`);
    await rollback({ app: options.app, environment: options.environment, target, afterPromotion, preparePages });
  } else if (options.command === 'releases') {
    const rows = await listReleases(target, options.environment, options.app ? [options.app] : APP_NAMES);
    if (!rows.length) console.log(`no releases in ${target.description}`);
    for (const row of rows) {
      const state = row.live ? `LIVE in ${options.environment}` : row.refused ? `refused: ${row.refused}` : '';
      console.log(
        [
          row.app.padEnd(12),
          row.version.padEnd(24),
          row.releasedAt,
          row.author,
          `${row.commit.slice(0, 12)}${row.dirty ? ' (+uncommitted changes)' : ''}`,
          state,
        ]
          .join('  ')
          .trimEnd(),
      );
    }
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (/page generation failed/.test((error as Error).message)) {
    console.error(
      'The registry did change: the new version is live, and the shell serves its app (rendered in the browser) for every page until `npm run release:pages` succeeds.',
    );
  }
  if (error instanceof GateRefusal) {
    console.error(error.message);
    process.exit(EXIT.refused);
  }
  exitWith(error);
}
