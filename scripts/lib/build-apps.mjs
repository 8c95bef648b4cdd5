// Production build of the apps, then gzip + brotli twins of every text asset so the servers send
// pre-compressed files (site-generator/run.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appDirs } from '../../config/apps.mjs';
import { HEADERS_FILE } from '../../config/site-files.mjs';
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

// What an app's production build is made from: its own folder and the shared packages and config it
// bundles, and the installed dependencies (package-lock.json). Tests and docs count too: simpler than
// knowing what the bundler reads, and they change less often than a start.
const SHARED_INPUTS = ['shared-core', 'shared-i18n', 'shared-ui', 'config'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server']);

async function* inputFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* inputFiles(full);
    else if (entry.isFile()) yield full;
  }
}

/** A hash of every file the build of `app` is made from (path and content). */
export async function buildInputsHash(app) {
  const hash = createHash('sha256');
  const files = [path.join(repoRoot, 'package-lock.json')];
  for (const dir of [appDirs[app], ...SHARED_INPUTS]) for await (const file of inputFiles(path.join(repoRoot, dir))) files.push(file);
  for (const file of files.sort())
    hash
      .update(`${path.relative(repoRoot, file)}\0`)
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}

/**
 * Names, sizes and times of the build's output: anything else writing into dist (the generator's
 * pages) changes it — except the static hosts' `_headers`, which every release writes there.
 */
async function outputFingerprint(app) {
  const hash = createHash('sha256');
  for (const dir of ['dist', 'dist-server']) {
    const root = path.join(repoRoot, appDirs[app], dir);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => null);
    if (!entries) return null;
    const files = entries.filter((entry) => entry.isFile() && entry.name !== HEADERS_FILE).map((file) => path.join(file.parentPath, file.name));
    for (const entry of files.sort()) {
      const { size, mtimeMs } = await stat(entry);
      hash.update(`${path.relative(root, entry)}:${size}:${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

const stampOf = (app) => path.join(repoRoot, 'node_modules', '.cache', 'app-builds', `${app}.json`);

/**
 * `npm start`: builds the apps whose inputs changed since their last build here, or whose output was
 * changed since (`npm run build` writes the generated pages into the shell's); answers those it built.
 */
export async function buildChanged(apps = Object.keys(appDirs), { log = console.log } = {}) {
  const built = [];
  for (const app of apps) {
    const inputs = await buildInputsHash(app);
    const stamp = await readFile(stampOf(app), 'utf8').then(JSON.parse, () => null);
    if (stamp?.inputs === inputs && stamp.output === (await outputFingerprint(app))) {
      log(`${appDirs[app]}: its build is up to date`);
      continue;
    }
    await buildApp(app);
    await mkdir(path.dirname(stampOf(app)), { recursive: true });
    await writeFile(stampOf(app), JSON.stringify({ inputs, output: await outputFingerprint(app) }));
    built.push(app);
  }
  return built;
}
