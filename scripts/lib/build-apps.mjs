// Production build of the apps, then gzip + brotli twins of every text asset so the servers send
// pre-compressed files (site-generator/run.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appDirs } from '../../config/apps.mjs';
import { precompress } from '../../site-generator/run.mjs';
import { repoRoot } from '../../config/repo.mjs';

/**
 * Builds one app with Rsbuild; `env` can redirect its output (used by the redeploy test).
 * @param {string} app
 * @param {{ env?: NodeJS.ProcessEnv, distDir?: string }} [options]
 */
export async function buildApp(app, { env = process.env, distDir } = {}) {
  const cwd = path.join(repoRoot, appDirs[app]);
  // Always a production build: a NODE_ENV inherited from elsewhere (vitest sets 'test') would make
  // Rsbuild emit unminified development bundles.
  const result = spawnSync('npx', ['rsbuild', 'build'], { cwd, env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${app} failed`);
  await precompress(distDir ?? path.join(cwd, 'dist'));
}

export async function buildAll(apps = Object.keys(appDirs)) {
  for (const app of apps) await buildApp(app);
}
