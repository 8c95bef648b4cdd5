// The production Worker (edge/) on this machine: `wrangler dev` runs it on workerd, Cloudflare's own
// runtime, offline, with its R2 bucket persisted on disk. `npm start`, the end-to-end tests and the
// deployment drill serve the site through it; the release tool writes the same bucket through the
// Worker's store API (edge/src/store-admin.ts), bound here only, with a token made per start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config/repo.mjs';
import { assertPortFree } from '../config/port-check.mjs';

const wrangler = path.join(repoRoot, 'node_modules/wrangler/bin/wrangler.js');

/**
 * @param {{ port: number, inspectorPort?: number, persistTo: string, environment?: string, supabaseUrl: string, supabaseAnonKey: string, siteUrl?: string, turnstileSiteKey?: string, previewSecret?: string, quiet?: boolean }} options
 *   persistTo: the folder of the local bucket (kept between starts). inspectorPort: default port + 1
 *   (every parallel run needs its own). previewSecret: signs preview links (a new one per start by default).
 * @returns {Promise<{ url: string, storeToken: string, previewSecret: string, pid: number, close: () => Promise<void> }>}
 *   pid: wrangler's process (its children run workerd).
 */
export async function startEdge({
  port,
  inspectorPort = port + 1,
  persistTo,
  environment = 'production',
  supabaseUrl,
  supabaseAnonKey,
  siteUrl = '',
  turnstileSiteKey = '',
  previewSecret = randomBytes(32).toString('hex'),
  quiet = true,
}) {
  // wrangler only logs a taken port and waits: say it at once, with what holds it.
  await assertPortFree(port);
  await assertPortFree(inspectorPort);
  const storeToken = randomBytes(24).toString('hex');
  const vars = {
    SITE_ENV: environment,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: supabaseAnonKey,
    SITE_URL: siteUrl,
    TURNSTILE_SITE_KEY: turnstileSiteKey,
    STORE_ADMIN_TOKEN: storeToken,
    PREVIEW_SECRET: previewSecret,
  };
  // The Worker's variables reach wrangler in a file only this user can read (mkdtemp's folder is
  // 0700), not on its command line, which every local user can read (ps, /proc/<pid>/cmdline).
  const varsDir = await mkdtemp(path.join(tmpdir(), 'edge-vars-'));
  const varsFile = path.join(varsDir, '.env');
  const envLines = Object.entries(vars).map(([name, value]) => `${name}=${JSON.stringify(value)}\n`);
  await writeFile(varsFile, envLines.join(''), { mode: 0o600 });
  const args = [
    wrangler,
    'dev',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    '--env-file',
    varsFile,
  ];
  const child = spawn(process.execPath, args, {
    cwd: path.join(repoRoot, 'edge'),
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_WRITE_LOGS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG: 'warn', CI: '1' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGINT');
    }).then(() => rm(varsDir, { recursive: true, force: true }));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    }
    try {
      await fetch(`${url}/env.js`);
      break;
    } catch {
      if (Date.now() > deadline) {
        // Not left running behind the caller, which has no handle to stop it.
        await close();
        throw new Error(`the Worker did not answer at ${url} within 60 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { url, storeToken, previewSecret, pid: /** @type {number} */ (child.pid), close };
}
