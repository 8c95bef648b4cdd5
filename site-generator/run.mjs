// The generator as the build, the release tool and the site-update job run it: site-generator/cli.ts in
// a child process (one whole generation, or loaded once and asked page by page), and the gzip and
// brotli twins of what it and the builds write. Plain JavaScript: `npm run build` and `npm start`
// import it without a TypeScript loader.
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {Record<string, { dist: string, server: string }>} Builds by app folder (site-generator/src/site-builds.ts) */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * gzip and brotli twins of every text file under `dir`, compressed on libuv's thread pool four at a
 * time. `brotliQuality`: 11 (the most) for the build's assets, compressed once per release; the
 * generated pages are regenerated within seconds of a post changing, where quality 11 cost ~0.1 s a
 * page (most of a full generation) for ~5 % fewer bytes than 9.
 * @param {string} dir @param {{ brotliQuality?: number }} [options]
 */
export async function precompress(dir, { brotliQuality = 11 } = {}) {
  const pending = new Set();
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const job = (async () => {
      const content = await readFile(file);
      await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
      await writeFile(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }));
    })().finally(() => pending.delete(job));
    pending.add(job);
    if (pending.size >= 4) await Promise.race(pending);
  }
  await Promise.all(pending);
}

/**
 * The generator's command line: the deployment it renders for and the builds it renders from, as
 * JSON (site-generator/cli.ts --deployment, --builds).
 * @param {import('../config/deployment.mjs').Deployment} deployment @param {Builds | undefined} builds
 */
const generatorArgs = (deployment, builds) => ['--deployment', JSON.stringify(deployment), ...(builds ? ['--builds', JSON.stringify(builds)] : [])];

/**
 * The generator's environment: the repository's node_modules on NODE_PATH when it renders builds
 * outside the repository (a mirrored live version), where they find react & co.
 * @param {NodeJS.ProcessEnv} env @param {Builds | undefined} builds
 */
function generatorEnv(env, builds) {
  if (!builds) return env;
  const nodePath = [path.join(repoRoot, 'node_modules'), env.NODE_PATH].filter(Boolean).join(path.delimiter);
  return { ...env, NODE_PATH: nodePath };
}

/**
 * The public pages, sitemap, robots.txt and feeds into shell/dist (site-generator/cli.ts), rendered by
 * the apps' server builds. `npm run build` and `npm start` both end with it, so what `npm start`
 * serves is what a deployment serves.
 * @param {{ deployment: import('../config/deployment.mjs').Deployment, args?: string[], env?: NodeJS.ProcessEnv, builds?: Builds }} options
 *   `deployment`: the site rendered for (config/deployment.mjs: its origin, backend, remotes' manifests).
 *   `env`: the child's environment (GENERATE_DIST: where the pages go). `builds`: the apps' builds to
 *   render from, by folder name, when not the repository's (the live versions of a release,
 *   release/src/pages.ts).
 * @returns {Promise<void>}
 */
export function generatePages({ deployment, args = [], env = process.env, builds }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'site-generator/cli.ts', ...generatorArgs(deployment, builds), ...args], {
    cwd: repoRoot,
    env: generatorEnv(env, builds),
    stdio: 'inherit',
  });
  // A whole generation is ~30 s of CPU; on a machine that also serves (the local target, npm start)
  // it runs behind the servers, so a promotion or rollback is seen at once meanwhile.
  if (child.pid) os.setPriority(child.pid, 10);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`page generation failed (exit ${code})`))));
  });
}

/**
 * `site-generator/cli.ts --serve` as a child process: loaded once, then each `generate()` renders only
 * what it asks for. Resolves once the generator is loaded.
 * @param {{ deployment: import('../config/deployment.mjs').Deployment, env: NodeJS.ProcessEnv, builds?: Builds }} options as for generatePages
 * @returns {Promise<{ generate: (request: { pages?: string[], posts?: string[], facts?: unknown[] }) => Promise<unknown>, close: () => Promise<void> }>}
 */
export function openGeneratorProcess({ deployment, env, builds }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'site-generator/cli.ts', '--serve', ...generatorArgs(deployment, builds)], {
    cwd: repoRoot,
    env: generatorEnv(env, builds),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  /** @type {Array<{ resolve: (value: unknown) => void, reject: (error: Error) => void }>} */
  const waiting = [];
  let buffered = '';
  const ready = new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
  });
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (line === 'ready') waiting.shift()?.resolve(undefined);
      else if (line.startsWith('generated ')) waiting.shift()?.resolve(JSON.parse(line.slice('generated '.length)));
      else if (line.startsWith('failed ')) waiting.shift()?.reject(new Error(`page generation failed: ${line.slice('failed '.length)}`));
      else console.log(line);
    }
  });
  child.once('exit', (code) => {
    for (const pending of waiting.splice(0)) pending.reject(new Error(`page generation failed (the generator exited with ${code})`));
  });
  const handle = {
    /** @param {{ pages?: string[], posts?: string[], facts?: unknown[] }} request */
    generate: (request) =>
      new Promise((resolve, reject) => {
        if (child.exitCode !== null) return reject(new Error('page generation failed (the generator is not running)'));
        waiting.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(request)}\n`);
      }),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.stdin.end();
      }),
  };
  return ready.then(() => handle);
}
