// The site-update job (release/site-updates.ts `serve`) as `npm start` runs it: a child process.
// Plain JavaScript: `npm start` imports it without a TypeScript loader.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The site-update job (release/site-updates.ts `serve`) as a child process: regenerates the pages
 * of posts as they change, on the database's webhook to `http://127.0.0.1:<port>/site-update`.
 * @param {{ env: NodeJS.ProcessEnv, port: number }} options `env`: as for generatePages, plus
 *   SUPABASE_SERVICE_ROLE_KEY.
 * @returns {{ close: () => Promise<void> }}
 */
export function startSiteUpdates({ env, port }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'release/site-updates.ts', 'serve'], {
    cwd: repoRoot,
    env: { ...env, SITE_UPDATE_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
