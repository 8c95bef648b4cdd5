// Fresh-machine set-up shared by `npm start` and `npm test`: npm packages, Debian's Chromium for
// the browser tests. Only Node built-ins here: this runs before anything is installed.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

export function ensureDependencies() {
  const marker = path.join(repoRoot, 'node_modules/.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('Installing npm packages (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm ci failed');
}

/** Installs a Debian package when `probe` (a file it provides) is missing. */
export function ensureDebianPackage(name, probe) {
  if (existsSync(probe)) return;
  if (process.platform !== 'linux' || typeof process.getuid !== 'function') {
    throw new Error(`${probe} is missing: install ${name} with your system's package manager.`);
  }
  const sudo = process.getuid() === 0 ? '' : 'sudo ';
  console.log(`Installing Debian package ${name}...`);
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, {
    stdio: 'inherit',
  });
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium here: as root, headless, and quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function ensureChromium() {
  ensureDebianPackage('chromium', CHROMIUM_PATH);
}
