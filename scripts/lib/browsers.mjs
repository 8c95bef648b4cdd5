// The Chromium builds `npm run perf` measures on (issue #47): a visitor's browser version must not
// change what the page costs, so every figure is taken on the system's Chromium (Debian's package)
// and on a second build that installs from the npm registry alone: @sparticuz/chromium, a headless
// Chromium shipped inside its package. Each is named by version and build in the tables and JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';
import { CHROMIUM_PATH, ensureChromium } from './ensure.mjs';

export const NPM_CHROMIUM = { name: '@sparticuz/chromium', version: '153.0.0' };
export const BROWSER_IDS = ['system', 'npm'];

/** Debian's package version of chromium (its build), or undefined off Debian or with CHROMIUM_PATH set elsewhere. */
function debianBuild() {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'chromium'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Installs @sparticuz/chromium (pinned) under .perf/browsers/ once, outside the project's
 * dependencies (no `npm ci` pays for 70 MB it never uses), and inflates its binary there.
 * @returns {string} the binary's path
 */
export function ensureNpmChromium() {
  const dir = path.join(repoRoot, '.perf/browsers', `sparticuz-chromium-${NPM_CHROMIUM.version}`);
  const binary = path.join(dir, 'bin/chromium');
  if (existsSync(binary)) return binary;
  console.log(`Installing ${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version} into ${path.relative(repoRoot, dir)} (npm registry only)...`);
  const install = spawnSync(
    'npm',
    ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version}`],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error(`npm install ${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version} failed`);
  // The package inflates its brotli files into os.tmpdir(): pointed at our folder, not /tmp.
  mkdirSync(path.join(dir, 'bin'), { recursive: true });
  const inflate = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { default: chromium } = await import(${JSON.stringify(NPM_CHROMIUM.name)}); console.log(await chromium.executablePath());`,
    ],
    { cwd: dir, env: { ...process.env, TMPDIR: path.join(dir, 'bin') }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (inflate.status !== 0 || !existsSync(binary)) throw new Error(`could not inflate ${NPM_CHROMIUM.name}'s binary into ${binary}`);
  return binary;
}

/**
 * The browsers asked for, each with its binary and a name that says which build it is.
 * @param {string[]} ids from BROWSER_IDS
 * @returns {{ id: string, path: string, version: string, build: string }[]}
 */
export function perfBrowsers(ids) {
  return ids.map((id) => {
    const binary = id === 'system' ? (ensureChromium(), CHROMIUM_PATH) : ensureNpmChromium();
    const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const debian = id === 'system' && binary === '/usr/bin/chromium' ? debianBuild() : undefined;
    const build =
      id === 'system'
        ? `${binary}${debian ? `, Debian package chromium ${debian}` : ''}`
        : `${NPM_CHROMIUM.name} ${NPM_CHROMIUM.version} (headless shell from the npm registry)`;
    return { id, path: binary, version, build };
  });
}

/**
 * Whether a Lighthouse result's trace can be trusted: a browser build that records no tasks, no
 * paints or no screenshots would score a page perfectly for having measured nothing.
 * @param {any} lhr a Lighthouse result
 * @returns {string[]} what is wrong (empty when sound)
 */
export function traceProblems(lhr) {
  const problems = [];
  if (lhr.runtimeError) problems.push(`runtime error ${lhr.runtimeError.code}`);
  const observed = lhr.audits?.metrics?.details?.items?.[0] ?? {};
  for (const key of ['observedNavigationStart', 'observedFirstContentfulPaint', 'observedLargestContentfulPaint', 'observedDomContentLoaded', 'observedLoad'])
    if (!Number.isFinite(observed[key])) problems.push(`no ${key} in the trace`);
  if (observed.observedFirstContentfulPaint > observed.observedLargestContentfulPaint) problems.push('first contentful paint after the largest one');
  const tasks = lhr.audits?.['main-thread-tasks']?.details?.items ?? [];
  if (!tasks.length) problems.push('no main-thread task in the trace');
  const scripting = (lhr.audits?.['mainthread-work-breakdown']?.details?.items ?? []).find((item) => item.group === 'scriptEvaluation');
  if (!(scripting?.duration > 0)) problems.push('no script evaluation on the main thread');
  if (!(lhr.audits?.['screenshot-thumbnails']?.details?.items?.length > 0)) problems.push('no screenshots (the page was never painted in the trace)');
  if (!(lhr.environment?.benchmarkIndex > 0)) problems.push('no benchmarkIndex');
  return problems;
}
