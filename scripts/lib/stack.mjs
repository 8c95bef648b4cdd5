// Starts the composed site from the production builds: one static server per app and, when
// wanted, the local Supabase backend. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appDirs, ports as defaultPorts } from '../../config/apps.mjs';
import { withRemotesOn } from '../../config/deployment.mjs';
import { repoRoot } from '../../config/repo.mjs';
import { liveRoot } from '../../release/src/live-root.mjs';
import { assertPortFree } from '../../config/port-check.mjs';
import { startStaticServer } from './static-server.mjs';

/** Environment for /env.js so every app points at the given ports. */
export function stackEnv(ports, supabaseUrl, base = process.env) {
  return {
    // A remote given in the environment (served elsewhere) wins over the local copy.
    ...withRemotesOn(base, ports),
    ...(supabaseUrl ? { SUPABASE_URL: supabaseUrl } : {}),
  };
}

/** @param {string} app @param {number} port @param {NodeJS.ProcessEnv} env @param {{ prerendered?: boolean }} [options] */
export async function startApp(app, port, env, options = {}) {
  // The live release of the app when the local release store has one, else its dist.
  const root = liveRoot({ app: appDirs[app], fallback: path.join(repoRoot, appDirs[app], 'dist'), env });
  return startStaticServer({ root, port, env, ...options });
}

async function waitForHealth(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local-supabase exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`local-supabase did not become healthy at ${url}`);
}

/**
 * Starts local-supabase as a child process and resolves once /health answers.
 * @param {{ port?: number, dataDir?: string, quiet?: boolean, env?: Record<string, string> }} [options]
 *   env: extra environment for the backend (e.g. the auth rate limits of a test run).
 */
export async function startLocalSupabase({ port = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321), dataDir, quiet = false, env = {} } = {}) {
  // A backend left running on the port would answer /health for the new one and hide its failure.
  await assertPortFree(port);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: path.join(repoRoot, 'local-supabase'),
    env: {
      ...process.env,
      LOCAL_SUPABASE_PORT: String(port),
      ...(dataDir ? { LOCAL_SUPABASE_DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const url = `http://localhost:${port}`;
  await waitForHealth(url, child);
  const mailPort = Number(env.LOCAL_MAIL_HTTP_PORT ?? process.env.LOCAL_MAIL_HTTP_PORT ?? port + 3);
  return {
    url,
    /** The mail catcher's web inbox (local-supabase/src/mail/catcher.ts). */
    mailUrl: `http://localhost:${mailPort}`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * @param {{ ports?: typeof defaultPorts, supabase?: false | { port?: number, dataDir?: string, quiet?: boolean, env?: Record<string, string> }, supabaseUrl?: string, prerendered?: boolean, env?: Record<string, string> }} options
 *   supabase: false serves the apps only, pointing them at `supabaseUrl` (a backend already running).
 *   prerendered: false serves the app instead of the prerendered pages.
 *   env: what the servers see besides this process's environment (a deployment's TURNSTILE_SITE_KEY…).
 */
export async function startStack({ ports = defaultPorts, supabase = {}, supabaseUrl, prerendered = true, env: extraEnv = {} } = {}) {
  // Before starting anything: a taken port is named with what holds it, and nothing is left running.
  for (const port of Object.values(ports)) await assertPortFree(port);
  // The e-mails' links to the admin point at this site.
  const backend = supabase === false ? null : await startLocalSupabase({ ...supabase, env: { SITE_URL: `http://localhost:${ports.shell}`, ...supabase.env } });
  const env = stackEnv(ports, backend?.url ?? supabaseUrl, { ...process.env, ...extraEnv });
  /** @type {Record<string, { url: string, close: () => Promise<void> }>} */
  const servers = {};
  for (const app of Object.keys(appDirs)) servers[app] = await startApp(app, ports[app], env, { prerendered });
  return {
    ports,
    env,
    backend,
    servers,
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
      await backend?.close();
    },
  };
}
