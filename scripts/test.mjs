// npm test: every suite, in order of speed, on a fresh clone: type check, unit tests, the Edge
// Functions' Deno tests, the backend
// suite (PGlite and a real PostgreSQL server), production build, the JS size budget (npm run size),
// `npm start` read over HTTP,
// end-to-end tests in Chromium, and the security suite (tests/security plus the @security browser specs).
// Exits non-zero when any suite fails; every suite runs even after a failure, so one run tells all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseCli, usageExit } from '../local-supabase/cli-args.mjs';
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { watchForBrowser } from './lib/browser-watch.mjs';
import { repoRoot } from '../config/repo.mjs';
import { reexecUnderProjectNode } from './lib/project-node.mjs';
import { firstFreeBase, isPortFree, portHolder } from '../config/port-check.mjs';
import { DEFAULT_E2E_PORT_BASE, E2E_PORT_BASES, E2E_PORT_OFFSETS } from './lib/e2e-port-plan.mjs';

// `node scripts/test.mjs` on an older Node runs again under Node 24 (scripts/lib/project-node.mjs).
await reexecUnderProjectNode();

const SUITES = ['typecheck', 'unit', 'functions', 'backend', 'build', 'size', 'e2e', 'security', 'start'];
const usage = `npm test [-- <suite>...]
Runs every suite, or those named: ${SUITES.join(', ')}.`;
const { positionals: only } = parseCli({ usage, positionals: ['...suite'] });
const unknown = only.filter((name) => !SUITES.includes(name));
// A typo must not pass as "all chosen suites passed" with none run.
if (unknown.length) usageExit(usage, `no suite named ${unknown.map((name) => `"${name}"`).join(', ')}`);

ensureDependencies();
ensureChromium();

const suites = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit', 'npx', ['vitest', 'run']],
  ['functions', 'npm', ['run', 'test:functions']],
  ...(existsSync(path.join(repoRoot, 'local-supabase/test')) ? [['backend', 'npm', ['test', '-w', 'local-supabase']]] : []),
  // Watched for a browser process all along (scripts/lib/browser-watch.mjs).
  ['build', process.execPath, ['scripts/build.mjs']],
  // The JS a first visit downloads, per route, against the committed snapshot (5 kB of growth at most
  // unless docs/performance.md says why): needs the build above.
  ['size', process.execPath, ['scripts/size.mjs']],
  ['e2e', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--grep-invert', '@security']],
  // The security review's checks: the server's paths, headers and CSP and npm start's configuration
  // (tests/security), the backend's (local-supabase/test/security on PGlite and PostgreSQL: auth limits,
  // mandatory MFA, intake, uploads, e-mail shape, database socket, backups), then the browser (@security).
  [
    'security',
    'sh',
    [
      '-c',
      'npx vitest run -c tests/security/vitest.config.ts && LOCAL_SUPABASE_SUITE=security npm test -w local-supabase && ' +
        'npx playwright test -c tests/playwright.config.ts --grep @security',
    ],
  ],
  // `npm start` itself (it builds again, releases every app into the local Worker's bucket, serves
  // through the Worker), read over plain HTTP. Last: its build has no generated pages in shell/dist
  // (the Worker's pages are rendered into the bucket), which the end-to-end suites read.
  ['start', 'npx', ['vitest', 'run', '-c', 'tests/start/vitest.config.ts']],
].filter(([name]) => only.length === 0 || only.includes(name));

/**
 * Passes a suite's output through and keeps the lines that name a failed test (Playwright's ✘, Vitest's
 * FAIL/×) and, under each failure's report (Playwright's "1) [chromium] › …", Vitest's "FAIL … > …"),
 * its first error lines: what failed, not only where.
 */
function collectFailures(stream) {
  const lines = [];
  let rest = '';
  let report = null;
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      const line = part.replace(/\x1b\[[0-9;]*m/g, '').trim();
      if (/^(✘\s+\d+ \[|×\s|FAIL\s|not ok\s)/.test(line) && !lines.includes(line)) lines.push(line);
      if (/^(\d+\) \[|FAIL\s.* > )/.test(line)) report = { name: line, kept: 0 };
      // An error outside any test's report (Playwright's global setup, a crash): the suite's reason.
      else if (!report && /^\w*Error\b/.test(line) && !lines.includes(line)) lines.push(line.slice(0, 240));
      else if (report && report.kept < 3 && /^(\w*Error\b|Expected|Received|Timeout|Call log)/.test(line)) {
        lines.push(`  ${report.kept === 0 ? `${report.name.slice(0, 120)}: ` : ''}${line.slice(0, 240)}`);
        report.kept++;
      }
    }
  });
  return lines;
}

/**
 * The environment of a suite. The browser suites' ports (scripts/lib/e2e-port-plan.mjs) are checked
 * just before they start — a CI run once failed in 6 s because something held one — and move to the
 * first free plan unless E2E_PORT_BASE is given.
 */
async function suiteEnv(name) {
  if (!['e2e', 'security'].includes(name) || process.env.E2E_PORT_BASE) return process.env;
  const base = await firstFreeBase(E2E_PORT_BASES, E2E_PORT_OFFSETS);
  if (base === undefined) {
    console.log(`npm test: no free block of ports among bases ${E2E_PORT_BASES.join(', ')}; the suite will say what holds its ports`);
    return process.env;
  }
  if (base !== DEFAULT_E2E_PORT_BASE) {
    const taken = [];
    for (const offset of E2E_PORT_OFFSETS) {
      if (taken.length === 3) break;
      const port = DEFAULT_E2E_PORT_BASE + offset;
      if (!(await isPortFree(port))) taken.push(`${port} (${portHolder(port) ?? 'held by another user or namespace'})`);
    }
    console.log(
      `npm test: the browser suites' ports at ${DEFAULT_E2E_PORT_BASE} are not all free — ${taken.join(', ')} — so ${name} runs with E2E_PORT_BASE=${base}`,
    );
  }
  return { ...process.env, E2E_PORT_BASE: String(base) };
}

const results = [];
for (const [name, command, args] of suites) {
  console.log(`\n=== ${name}: ${command === process.execPath ? 'node' : command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['inherit', 'pipe', 'inherit'], env: await suiteEnv(name) });
  const failures = collectFailures(child.stdout);
  // The build must never launch a browser (README, "Generated pages"): watched, not assumed.
  const watch = name === 'build' ? watchForBrowser(child.pid) : null;
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // The rest of its output, unless a process it left behind holds the pipe open.
  await Promise.race([new Promise((resolve) => child.stdout.once('end', resolve)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  child.stdout.destroy();
  const browsers = watch?.stop() ?? [];
  for (const browser of browsers) console.error(`build: a browser ran during the build: ${browser}`);
  results.push({ name, ok: status === 0 && browsers.length === 0, seconds: Math.round((Date.now() - started) / 1000), failures });
  // Nothing after a failed build can be meaningful.
  if (name === 'build' && !results.at(-1).ok) break;
}

console.log('\n=== summary');
for (const { name, ok, seconds, failures } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  // CI keeps only the end of the output: the failed tests' names are repeated here.
  if (!ok) for (const line of failures.slice(0, 40)) console.log(`       ${line}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === suites.length ? 0 : 1);
