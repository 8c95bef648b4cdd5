// npm run perf: measures the production site and reports it against the performance budgets.
//   1. builds the four apps and the prerendered pages (`--no-build` reuses existing dists), plus the
//      measurement build: the same public pages as ONE bundle without Module Federation
//      (config/rsbuild-single.ts → .perf/single-dist, never deployed);
//   2. serves both as `npm start` does, on their own ports, with a fresh local backend;
//   3. gzip JS per route (split by app and shared module) and the ratio composed / single bundle;
//   4. the time to generate every page × 7 languages (site-generator/cli.ts);
//   5. Lighthouse (mobile and desktop, median of 3 runs) on home, a service page, the blog list and
//      a post in es and ar, home and post in zh, and home in ru, with the first visit's main-thread time,
//      and the first taps — on two Chromium builds (scripts/lib/browsers.mjs), each named by version
//      and build; then the budgets, each with pass/fail and the margin when missed.
// Exits 0 when budgets are missed (this is a report); non-zero only when it could not measure.
// Options: `npm run perf -- --help` (the usage below). --runtime=worker measures the production
// Worker on workerd, as `npm start` serves the site (here every app released into a fresh local bucket,
// pages rendered from the live versions); the JS figures stay those of the Node servers (same files).
// Ports: PERF_PORT_BASE (default 4600: shell, the three remotes, then the single bundle on +4) and
// PERF_SUPABASE_PORT (default 23999), so two runs, or a run beside `npm start`, do not collide.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appDirs, portBlockFrom } from '../config/apps.mjs';
import { parseCli, usageExit } from '../local-supabase/cli-args.mjs';
import { BROWSER_IDS, perfBrowsers, traceProblems } from './lib/browsers.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { repoRoot } from '../config/repo.mjs';

// Read first: a mistyped option must be refused before a ten-minute measurement starts.
const usage = `npm run perf [-- <options>]
Builds, serves and measures the site (Lighthouse, JS per route, composition), against the budgets.
  --no-build                 reuse the existing dists
  --js-only                  bytes and the JS budgets only, no Lighthouse
  --taps-only                the first-tap rows only (no bytes, no Lighthouse)
  --no-taps                  no first-tap rows
  --tap-runs=N               taps per first-tap row (default 5)
  --taps=services-menu,...   first-tap rows of these controls only (their ids, spaces as dashes)
  --tap-settle=MS            the wait between bringing a control on screen and tapping it (default 1500, hydrated 500)
  --runs=N                   Lighthouse runs per row (default 3)
  --only=home,service,...    rows of these pages only (home, service, blog, post)
  --langs=es,ar,...          rows in these languages only
  --forms=mobile|desktop     one form factor
  --cpu=calibrated|N         mobile CPU slowdown (default 4)
  --runtime=node|worker      Lighthouse against the Node servers (default) or the Worker on workerd
  --browsers=system,npm      Chromium builds for Lighthouse and taps (default both: Debian's and
                             @sparticuz/chromium from the npm registry)
  --json=FILE                results (default .perf/perf-results.json)
  --reports=DIR              every Lighthouse report, whole`;
const { values: cli } = parseCli({
  usage,
  options: Object.fromEntries([
    ...['no-build', 'js-only', 'taps-only', 'no-taps'].map((name) => [name, { type: 'boolean' }]),
    ...['runs', 'tap-runs', 'taps', 'tap-settle', 'only', 'langs', 'forms', 'cpu', 'runtime', 'browsers', 'json', 'reports'].map((name) => [
      name,
      { type: 'string' },
    ]),
  ]),
});
const option = (name) => cli[name];
const NO_BUILD = cli['no-build'] === true;
const RUNS = Number(option('runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) usageExit(usage, `--runs is a whole number of runs, not "${option('runs')}"`);
const JS_ONLY = cli['js-only'] === true;
const TAPS_ONLY = cli['taps-only'] === true;
const TAPS = !JS_ONLY && cli['no-taps'] !== true;
const TAP_RUNS = Number(option('tap-runs') ?? 5);
if (TAPS_ONLY && option('cpu') === 'calibrated') usageExit(usage, '--taps-only takes a given --cpu: calibrating needs a Lighthouse run');
if (!Number.isInteger(TAP_RUNS) || TAP_RUNS < 1) usageExit(usage, `--tap-runs is a whole number of taps, not "${option('tap-runs')}"`);
const JSON_OUT = path.resolve(repoRoot, option('json') ?? '.perf/perf-results.json');
const LHR_DIR = option('reports') ? path.resolve(repoRoot, option('reports')) : null;

const PORT_BASE = Number(process.env.PERF_PORT_BASE ?? 4600);
const PORTS = portBlockFrom(PORT_BASE);
const SINGLE_PORT = PORT_BASE + Object.keys(PORTS).length;
const SUPABASE_PORT = Number(process.env.PERF_SUPABASE_PORT ?? 23999);
const SINGLE_DIST = path.join(repoRoot, '.perf/single-dist');
const ONLY = option('only')?.split(',');
const ONLY_LANGS = option('langs')?.split(',');
const ONLY_TAPS = option('taps')?.split(',');
const TAP_SETTLE = option('tap-settle') === undefined ? undefined : Number(option('tap-settle'));
if (TAP_SETTLE !== undefined && !(TAP_SETTLE >= 0)) usageExit(usage, `--tap-settle is a number of milliseconds, not "${option('tap-settle')}"`);
const FORM_FACTORS = option('forms')?.split(',') ?? ['mobile', 'desktop'];
const RUNTIME = option('runtime') ?? 'node';
if (!['node', 'worker'].includes(RUNTIME)) usageExit(usage, `--runtime is node or worker, not "${RUNTIME}"`);
const BROWSERS = (option('browsers') ?? BROWSER_IDS.join(',')).split(',');
for (const id of BROWSERS) if (!BROWSER_IDS.includes(id)) usageExit(usage, `--browsers lists ${BROWSER_IDS.join(' and ')}, not "${id}"`);
// The Worker's port (its inspector on the next one), after the single bundle's.
const WORKER_PORT = PORT_BASE + 10;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const KB = 1024;

ensureDependencies();
ensureChromium();
// Before the build: a browser that cannot be installed stops the run before it has cost anything.
const browsers = JS_ONLY ? [] : perfBrowsers(BROWSERS);

const { chromium } = await import('playwright-core');
const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const { throttling: THROTTLING } = await import('lighthouse/core/config/constants.js');
// --cpu=calibrated: the mobile CPU slowdown chosen from this host's Lighthouse benchmarkIndex so that
// the emulated phone is the same on every host (Lighthouse's throttling documentation, "calibrating
// multipliers"): the host of the 2026-11-25 figures scored ~2 822 and was slowed 4×, a phone of ~705
// (scripts/lib/emulated-phone.mjs). A host twice as slow is then slowed 2×, not 4× (which would
// emulate a phone twice as slow). Default: Lighthouse's fixed 4×, as every figure before 2026-11-26
// was measured; the summary then says which phone that was.
const CPU_OPTION = option('cpu');
if (CPU_OPTION && CPU_OPTION !== 'calibrated' && !(Number(CPU_OPTION) >= 1))
  usageExit(usage, `--cpu is "calibrated" or a slowdown of 1 or more, not "${CPU_OPTION}"`);
/** Whether the calibrated slowdown was chosen: once, on the first browser, then kept for the second. */
let calibrated = false;
let cpuSlowdown = CPU_OPTION && CPU_OPTION !== 'calibrated' ? Number(CPU_OPTION) : THROTTLING.mobileSlow4G.cpuSlowdownMultiplier;
const { register } = await import('tsx/esm/api');
const { startStack } = await import('./lib/stack.mjs');
const { startStaticServer } = await import('./lib/static-server.mjs');
const { precompress } = await import('../site-generator/run.mjs');
const { composedRouteJs, gzipSizeOf, kb, loadedScripts, sharedFiles } = await import('./lib/js-size.mjs');
const { emulatedPhone, REFERENCE_PHONE_INDEX } = await import('./lib/emulated-phone.mjs');
const { measureTaps, TAP_CONTROLS } = await import('./lib/first-tap.mjs');
const tapId = (control) => control.id.replaceAll(' ', '-');
const unknownTap = ONLY_TAPS?.find((id) => !TAP_CONTROLS.some((control) => tapId(control) === id));
if (unknownTap) usageExit(usage, `--taps: no control "${unknownTap}" (${TAP_CONTROLS.map(tapId).join(', ')})`);
const keys = await import('../local-supabase/keys.mjs');
register();
const { pathFor } = await import('../shared-i18n/src/routes.ts');

const log = (message) => console.log(`[perf ${new Date().toISOString().slice(11, 19)}] ${message}`);
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status ?? result.signal})`);
}

/**
 * The time to generate every public page × 7 languages (site-generator/cli.ts, whole site, its own
 * temporary backend), as the generator reports it: pages, render time, and in all with start-up.
 */
function timeGeneration() {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'site-generator/cli.ts'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`page generation failed:\n${result.stderr}`);
  const line = result.stdout.split('\n').find((text) => text.startsWith('generated ')) ?? '';
  const pages = Number(/generated (\d+) pages/.exec(line)?.[1]);
  const renderSeconds = Number(/ in ([\d.]+) s /.exec(line)?.[1]);
  return { pages, renderSeconds, totalSeconds: (Date.now() - started) / 1000, line };
}

async function build() {
  const composedBuilt =
    Object.values(appDirs).every((dir) => existsSync(path.join(repoRoot, dir, 'dist/mf-manifest.json'))) &&
    existsSync(path.join(repoRoot, 'shell/dist/404.html'));
  if (!NO_BUILD || !composedBuilt) {
    log('building the production site (four apps + prerendered pages)...');
    run(process.execPath, ['scripts/build.mjs']);
  }
  if (!TAPS_ONLY && (!NO_BUILD || !existsSync(path.join(SINGLE_DIST, 'index.html.gz')))) {
    log('building the single-bundle measurement build...');
    run('npx', ['rsbuild', 'build', '-c', 'config/rsbuild-single.ts']);
    // Served pre-compressed like the composed site, so both are measured the same way.
    await precompress(SINGLE_DIST);
  }
}

async function firstPostSlug(backendUrl) {
  const response = await fetch(`${backendUrl}/rest/v1/blog_posts?select=slug,id&hidden=eq.false&order=date.desc&limit=1`, {
    headers: { apikey: keys.LOCAL_ANON_KEY, Authorization: `Bearer ${keys.LOCAL_ANON_KEY}` },
  });
  if (!response.ok) throw new Error(`could not read blog_posts: HTTP ${response.status}`);
  const [post] = await response.json();
  if (!post) throw new Error('the backend has no published post to measure');
  return post.slug || String(post.id);
}

// ---------- JS bytes: composed site vs single bundle ----------

// The page's remote content (data-remote/data-page markers), in the composed site and in the
// single bundle alike: both must really have rendered the page for the bytes to compare.
const RENDERED = '[data-remote][data-page]';
// The composed site's generated pages have that markup from the start; their remote parts are live
// once click-replay.ts marks the root data-live.
const LIVE = `#root[data-live] ${RENDERED}`;

async function measureJs(pages, browser) {
  const shared = sharedFiles();
  const rows = [];
  for (const { id, ref } of pages) {
    const route = pathFor(ref, 'es');
    const composed = await composedRouteJs({ browser, url: `http://localhost:${PORTS.shell}${route}`, ports: PORTS, shared, waitFor: LIVE });
    const singleScripts = await loadedScripts(browser, `http://localhost:${SINGLE_PORT}${route}`, { waitFor: RENDERED });
    const single = singleScripts.reduce((sum, { file }) => sum + gzipSizeOf(path.join(SINGLE_DIST, file)), 0);
    rows.push({ page: id, route, composed, single: { total: single, files: singleScripts.length }, ratio: composed.total / single });
    log(`JS ${route}: composed ${kb(composed.total)}, single ${kb(single)}`);
  }
  return rows;
}

function printJs(rows) {
  console.log('\nGzip JS per route (first visit, until network idle; es)');
  console.log(
    `${'route'.padEnd(44)} ${'composed'.padStart(10)} ${'files'.padStart(5)} ${'single'.padStart(10)} ${'files'.padStart(5)} ${'composed/single'.padStart(16)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(44)} ${kb(row.composed.total).padStart(10)} ${String(row.composed.files).padStart(5)} ${kb(row.single.total).padStart(10)} ${String(row.single.files).padStart(5)} ${row.ratio.toFixed(3).padStart(16)}`,
    );
  }
  console.log('\nGzip JS per remote (composed site)');
  for (const row of rows) {
    const parts = Object.entries(row.composed.groups)
      .sort((a, b) => b[1] - a[1])
      .map(([group, bytes]) => `${group} ${kb(bytes)}`);
    console.log(`  ${row.route.padEnd(42)} ${parts.join(' | ')}`);
  }
  const home = rows.find((row) => row.page === 'home');
  if (home) {
    console.log(`\nShared modules loaded on ${home.route} (gzip)`);
    for (const [name, bytes] of Object.entries(home.composed.sharedModules).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${name.padEnd(42)} ${kb(bytes).padStart(9)}`);
    }
  }
}

// ---------- Lighthouse ----------

const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
  // The first visit's main-thread work (parse, script, style, layout): what hydration costs.
  mainThread: 'mainthread-work-breakdown',
};

function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]));
  const metrics = Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]));
  // The longest main-thread task of the load (the `long-tasks` audit, simulated like TBT): what
  // "start-up in slices" (nothing over 50 ms) is about.
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  metrics.longestTask = Math.max(0, ...tasks.map((task) => task.duration));
  metrics.longTasks = tasks.length;
  // Audits that cost points outside performance, to say what stands in the way.
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}:${ref.id}`);
    }
  }
  return {
    ...scores,
    ...metrics,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
    traceProblems: traceProblems(lhr),
  };
}

/** A run Lighthouse could not record (it says "Please run Lighthouse again", e.g. NO_NAVSTART). */
class LighthouseRuntimeError extends Error {}

/** One Lighthouse run; one that Lighthouse itself failed to record is run again once, in a fresh Chromium. */
async function lighthouseOnce(url, formFactor, browser) {
  try {
    return await lighthouseAttempt(url, formFactor, browser);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    log(`${url} (${formFactor}): ${error.message.split('.')[0]}; running it again`);
    return lighthouseAttempt(url, formFactor, browser);
  }
}

/** @param {{ id: string, path: string }} browser */
async function lighthouseAttempt(url, formFactor, browser) {
  const chrome = await launch({ chromePath: browser.path, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(formFactor === 'desktop' ? {} : { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (LHR_DIR) {
      // Every report whole, to read what a figure is made of (the requests before FCP, the tasks).
      await mkdir(LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${formFactor}-${browser.id}-${Date.now()}.json`;
      await writeFile(path.join(LHR_DIR, name), JSON.stringify(lhr));
    }
    return summarize(lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * @param {string} origin where the site is served (the shell's Node server, or the Worker)
 * @param {{ id: string, path: string }} browser the Chromium build measured
 */
async function measureLighthouse(pages, origin, browser) {
  if (CPU_OPTION === 'calibrated' && !calibrated) {
    calibrated = true;
    // One unmeasured run on the first page: its benchmarkIndex is the host's speed now.
    const { benchmarkIndex } = await lighthouseOnce(`${origin}${pathFor(pages[0].ref, pages[0].langs[0])}`, 'mobile', browser);
    cpuSlowdown = Math.min(6, Math.max(1, Math.round((benchmarkIndex / REFERENCE_PHONE_INDEX) * 10) / 10));
    log(`host benchmarkIndex ${Math.round(benchmarkIndex)}: mobile CPU slowdown ${cpuSlowdown}× (a phone of ~${REFERENCE_PHONE_INDEX})`);
  }
  const rows = [];
  const total = pages.reduce((sum, page) => sum + page.langs.length, 0) * FORM_FACTORS.length * RUNS;
  let done = 0;
  for (const { id, ref, langs } of pages) {
    for (const lang of langs) {
      for (const formFactor of FORM_FACTORS) {
        const route = pathFor(ref, lang);
        const url = `${origin}${route}`;
        const runs = [];
        const errors = [];
        for (let i = 0; i < RUNS; i += 1) {
          done += 1;
          try {
            const summary = await lighthouseOnce(url, formFactor, browser);
            runs.push(summary);
            log(
              `lighthouse ${browser.id} ${done}/${total} ${route} ${formFactor}: perf ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms${summary.traceProblems.length ? ` — trace not sound: ${summary.traceProblems.join('; ')}` : ''}`,
            );
          } catch (error) {
            errors.push(String(error?.message ?? error));
            log(`lighthouse ${done}/${total} ${route} ${formFactor}: FAILED ${errors.at(-1)}`);
          }
        }
        const pick = (key) => median(runs.map((summary) => summary[key]));
        rows.push({
          browser: browser.id,
          page: id,
          lang,
          formFactor,
          route,
          runs: runs.length,
          errors,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('best-practices'),
          seo: pick('seo'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          longestTask: pick('longestTask'),
          longTasks: pick('longTasks'),
          cls: pick('cls'),
          bytes: pick('bytes'),
          mainThread: pick('mainThread'),
          benchmarkIndex: pick('benchmarkIndex'),
          performanceRuns: runs.map((summary) => summary.performance),
          failing: [...new Set(runs.flatMap((summary) => summary.failing))],
          warnings: [...new Set(runs.flatMap((summary) => summary.warnings))],
          traceProblems: [...new Set(runs.flatMap((summary) => summary.traceProblems))],
        });
      }
    }
  }
  return rows;
}

const fmt = {
  score: (value) => (Number.isFinite(value) ? String(Math.round(value)) : '—'),
  ms: (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—'),
  cls: (value) => (Number.isFinite(value) ? value.toFixed(3) : '—'),
  bytes: (value) => (Number.isFinite(value) ? kb(value) : '—'),
};

function printLighthouse(rows) {
  console.log(`\nLighthouse (median of ${RUNS} runs; performance of each run in brackets)`);
  const header = ['browser', 'page', 'lang', 'form', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'longest', 'CLS', 'main thread', 'bytes', 'runs'];
  const widths = [7, 8, 4, 7, 4, 4, 4, 4, 9, 9, 8, 8, 6, 11, 10, 16];
  const line = (cells) => cells.map((cell, i) => String(cell).padStart(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) {
    console.log(
      line([
        row.browser,
        row.page,
        row.lang,
        row.formFactor,
        fmt.score(row.performance),
        fmt.score(row.accessibility),
        fmt.score(row.bestPractices),
        fmt.score(row.seo),
        fmt.ms(row.fcp),
        fmt.ms(row.lcp),
        fmt.ms(row.tbt),
        fmt.ms(row.longestTask),
        fmt.cls(row.cls),
        fmt.ms(row.mainThread),
        fmt.bytes(row.bytes),
        `[${row.performanceRuns.join(', ')}]`,
      ]),
    );
  }
  const failing = rows.filter((row) => row.failing.length);
  if (failing.length) {
    console.log('\nAudits costing accessibility / best-practices / SEO points');
    for (const row of failing) console.log(`  ${row.browser} ${row.page} ${row.lang} ${row.formFactor}: ${row.failing.join(', ')}`);
  }
  const unsound = rows.filter((row) => row.traceProblems.length);
  if (unsound.length) {
    console.log('\nTraces that cannot be trusted (scripts/lib/browsers.mjs traceProblems): their rows fail every budget');
    for (const row of unsound) console.log(`  ${row.browser} ${row.page} ${row.lang} ${row.formFactor}: ${row.traceProblems.join('; ')}`);
  }
  const warnings = [...new Set(rows.flatMap((row) => row.warnings))];
  if (warnings.length) {
    console.log('\nLighthouse warnings');
    for (const warning of warnings) console.log(`  - ${warning.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}

// ---------- Budgets ----------

function evaluateBudgets(lighthouseRows, jsRows) {
  const label = (row) => `${row.browser} ${row.page} ${row.lang} ${row.formFactor}`;
  const mobile = lighthouseRows.filter((row) => row.formFactor === 'mobile');
  const budgets = [];
  const scoreBudget = (name, rows, key, min) => ({
    name,
    misses: rows
      .filter((row) => !(row[key] >= min))
      .map((row) => `${label(row)}: ${fmt.score(row[key])} (${Number.isFinite(row[key]) ? `${min - row[key]} points short` : 'not measured'})`),
    worst: Math.min(...rows.map((row) => row[key])),
  });
  if (lighthouseRows.length)
    budgets.push(
      {
        name: 'every trace sound (a build whose trace misses tasks or paints measures nothing)',
        misses: lighthouseRows.filter((row) => row.traceProblems.length).map((row) => `${label(row)}: ${row.traceProblems.join('; ')}`),
        worst: NaN,
      },
      scoreBudget('mobile performance ≥ 95', mobile, 'performance', 95),
      scoreBudget('accessibility = 100', lighthouseRows, 'accessibility', 100),
      scoreBudget('best practices ≥ 95', lighthouseRows, 'bestPractices', 95),
      scoreBudget('SEO = 100', lighthouseRows, 'seo', 100),
      {
        name: 'mobile TBT ≤ 150 ms',
        misses: mobile
          .filter((row) => !(row.tbt <= 150))
          .map((row) => `${label(row)}: ${fmt.ms(row.tbt)} (${Number.isFinite(row.tbt) ? `${Math.round(row.tbt - 150)} ms over` : 'not measured'})`),
        worst: Math.max(...mobile.map((row) => row.tbt)),
      },
      {
        name: 'CLS ≤ 0.02',
        misses: lighthouseRows
          .filter((row) => !(row.cls <= 0.02))
          .map((row) => `${label(row)}: ${fmt.cls(row.cls)} (${Number.isFinite(row.cls) ? `${(row.cls - 0.02).toFixed(3)} over` : 'not measured'})`),
        worst: Math.max(...lighthouseRows.map((row) => row.cls)),
      },
      {
        // Issue #29: an Arabic page paints as soon as the Spanish one (0.9 s later before the fonts were
        // cut), and so does every other script measured (Chinese; Russian, whose late Latin files held
        // its first paint 0.43 s back until 2026-11-27).
        name: 'Arabic, Chinese and Russian mobile FCP within 0.2 s of Spanish',
        misses: mobile
          .filter((row) => row.lang !== 'es')
          .flatMap((row) => {
            const es = mobile.find((other) => other.browser === row.browser && other.page === row.page && other.lang === 'es');
            const gap = row.fcp - (es?.fcp ?? NaN);
            return gap <= 200
              ? []
              : [
                  `${row.browser} ${row.page} ${row.lang}: ${fmt.ms(row.fcp)} vs ${fmt.ms(es?.fcp)} (${Number.isFinite(gap) ? `${Math.round(gap - 200)} ms over` : 'not measured'})`,
                ];
          }),
        worst: NaN,
      },
    );
  const home = jsRows.find((row) => row.page === 'home');
  const homeBytes = home?.composed.total ?? NaN;
  budgets.push({
    name: 'home JS ≤ 200 kB gzip',
    misses: homeBytes <= 200 * KB ? [] : [`${home?.route ?? '/'}: ${kb(homeBytes)} (${kb(homeBytes - 200 * KB)} over)`],
    worst: homeBytes,
  });
  budgets.push({
    name: 'composition overhead ≤ 15 %',
    misses: jsRows
      .filter((row) => !(row.ratio <= 1.15))
      .map(
        (row) =>
          `${row.route}: +${((row.ratio - 1) * 100).toFixed(1)} % (${((row.ratio - 1.15) * 100).toFixed(1)} points over, ${kb(row.composed.total - row.single.total)} extra)`,
      ),
    worst: Math.max(...jsRows.map((row) => row.ratio)),
  });
  return budgets;
}

// ---------- First taps ----------

/** Issue #47: a control answers its first tap within 200 ms on the reference phone's CPU. */
const TAP_BUDGET_MS = 200;

function printTaps(rows) {
  console.log(
    "\nFirst taps on the home page: pointerdown → the paint that shows the answer (median; each tap), and the interaction's Event Timing duration (median)",
  );
  console.log('| browser | control | lang | width | state | CPU | tap → answer painted | taps | Event Timing |\n|---|---|---|---:|---|---:|---:|---|---:|');
  for (const row of rows) {
    const taps = row.taps.map((tap) => (Number.isFinite(tap.ms) ? Math.round(tap.ms) : tap.error ? 'failed' : 'no answer')).join(', ');
    console.log(
      `| ${row.browser} | ${row.control} | ${row.lang} | ${row.width} px | ${row.state} | ${row.cpu}× | ${fmt.ms(row.ms)} | ${taps} | ${fmt.ms(row.inp)} |`,
    );
  }
}

function tapBudget(rows) {
  return {
    name: `first tap ≤ ${TAP_BUDGET_MS} ms (every control, first visit and hydrated)`,
    misses: rows
      .filter((row) => !(row.ms <= TAP_BUDGET_MS) || row.taps.some((tap) => !Number.isFinite(tap.ms)))
      .map(
        (row) =>
          `${row.browser} ${row.control} ${row.lang} ${row.width} px ${row.state}: ${row.ms > TAP_BUDGET_MS ? `${fmt.ms(row.ms)} (${Math.round(row.ms - TAP_BUDGET_MS)} ms over)` : `${row.taps.filter((tap) => !Number.isFinite(tap.ms)).length} of ${row.taps.length} taps not answered within 10 s or not measured`}`,
      ),
    worst: Math.max(...rows.map((row) => row.ms)),
  };
}

function printBudgets(budgets) {
  console.log('\nBudgets');
  for (const budget of budgets) {
    console.log(`  ${budget.misses.length ? 'FAIL' : 'pass'}  ${budget.name}`);
    for (const miss of budget.misses) console.log(`          ${miss}`);
  }
}

// ---------- main ----------

let stack;
let singleServer;
let browser;
let dataDir;
let edgeSite;
async function cleanUp() {
  await browser?.close().catch(() => undefined);
  await edgeSite?.close().catch(() => undefined);
  await singleServer?.close().catch(() => undefined);
  await stack?.close().catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  const started = new Date();
  await build();
  const generation = TAPS_ONLY ? undefined : (log('timing the generation of every page (site-generator/cli.ts)...'), timeGeneration());
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'perf-supabase-'));
  log('starting the local backend and the four static servers...');
  stack = await startStack({ ports: PORTS, supabase: { port: SUPABASE_PORT, dataDir, quiet: true } });
  // The measurement build is one origin: every app's locale files and "remote" base URL are here.
  const singleManifest = `http://localhost:${SINGLE_PORT}/mf-manifest.json`;
  singleServer = TAPS_ONLY
    ? undefined
    : await startStaticServer({
        root: SINGLE_DIST,
        port: SINGLE_PORT,
        env: { ...stack.env, MF_MARKETING_URL: singleManifest, MF_BLOG_URL: singleManifest, MF_ADMIN_URL: singleManifest },
      });
  const slug = await firstPostSlug(stack.backend.url);
  // Chinese on the two pages with the most text, drawn in the system's CJK fonts (no web font for
  // Chinese since 2026-11-26: docs/performance.md, "Fonts").
  const pages = [
    { id: 'home', ref: { page: 'home' }, langs: ['es', 'ar', 'zh', 'ru'] },
    { id: 'service', ref: { page: 'service', service: 'civil' }, langs: ['es', 'ar'] },
    { id: 'blog', ref: { page: 'blog' }, langs: ['es', 'ar'] },
    { id: 'post', ref: { page: 'blogPost', slug }, langs: ['es', 'ar', 'zh'] },
  ]
    .filter((page) => !ONLY || ONLY.includes(page.id))
    .map((page) => ({ ...page, langs: page.langs.filter((lang) => !ONLY_LANGS || ONLY_LANGS.includes(lang)) }));

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const jsRows = TAPS_ONLY ? [] : await measureJs(pages, browser);
  await browser.close();
  browser = undefined;

  let origin = `http://localhost:${PORTS.shell}`;
  if (RUNTIME === 'worker' && !JS_ONLY) {
    log('releasing every app into a local bucket served by the Worker on workerd (release/src/edge-site.ts)...');
    const { releaseAll, startEdgeSite } = await import('../release/src/edge-site.ts');
    edgeSite = await startEdgeSite({ port: WORKER_PORT, supabaseUrl: stack.backend.url, supabaseAnonKey: keys.LOCAL_ANON_KEY });
    await releaseAll(edgeSite);
    origin = edgeSite.url;
  }
  const lighthouseRows = [];
  if (!JS_ONLY && !TAPS_ONLY)
    for (const measured of browsers) {
      log(`Lighthouse on ${measured.version} (${measured.build})...`);
      lighthouseRows.push(...(await measureLighthouse(pages, origin, measured)));
    }
  // After Lighthouse, which sets the calibrated slowdown; on the page the visitor first lands on.
  const tapRows = [];
  if (TAPS)
    for (const measured of browsers) {
      log(`first taps on ${measured.version} at ${cpuSlowdown}× CPU, ${TAP_RUNS} per row (scripts/lib/first-tap.mjs)...`);
      browser = await chromium.launch({ executablePath: measured.path, args: CHROMIUM_ARGS });
      const rows = await measureTaps(browser, {
        origin,
        pathFor,
        langs: ONLY_LANGS ?? ['es', 'ar'],
        runs: TAP_RUNS,
        cpu: cpuSlowdown,
        settleMs: TAP_SETTLE,
        log,
        controls: TAP_CONTROLS.filter((control) => !ONLY_TAPS || ONLY_TAPS.includes(tapId(control))),
      });
      tapRows.push(...rows.map((row) => ({ browser: measured.id, ...row })));
      await browser.close();
      browser = undefined;
    }
  const browserNames = browsers.map((measured) => `${measured.id}: ${measured.version} (${measured.build})`).join(' · ');
  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
  console.log(
    `\nMeasured ${started.toISOString()}${JS_ONLY ? ' (--js-only: no Lighthouse)' : ''}${RUNTIME === 'worker' ? ' · Lighthouse against the Worker on workerd' : ''} · ${os.cpus().length} cores · load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(
        ' ',
      )} · Node ${process.version} · ${browserNames || `JS bytes on ${spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim()}`} · Lighthouse ${lighthousePackage.version} · benchmarkIndex median ${Math.round(median(lighthouseRows.map((row) => row.benchmarkIndex)))} · mobile CPU slowdown ${cpuSlowdown}×${CPU_OPTION === 'calibrated' ? ' (calibrated)' : ''}`,
  );
  if (generation)
    console.log(
      `\nGeneration: ${generation.pages} pages (every public page × 7 languages) rendered in ${generation.renderSeconds.toFixed(1)} s, ` +
        `${generation.totalSeconds.toFixed(1)} s in all with start-up and a temporary backend (target ≤ 20 s)`,
    );
  if (!TAPS_ONLY) printJs(jsRows);
  if (!JS_ONLY && !TAPS_ONLY) printLighthouse(lighthouseRows);
  if (TAPS) printTaps(tapRows);
  const budgets = TAPS_ONLY ? [] : evaluateBudgets(lighthouseRows, jsRows);
  if (generation)
    budgets.push({
      name: 'all pages generated in ≤ 20 s',
      misses: generation.totalSeconds <= 20 ? [] : [`${generation.totalSeconds.toFixed(1)} s (${(generation.totalSeconds - 20).toFixed(1)} s over)`],
      worst: generation.totalSeconds,
    });
  if (TAPS) budgets.push(tapBudget(tapRows));
  printBudgets(budgets);
  const mobileRows = lighthouseRows.filter((row) => row.formFactor === 'mobile');
  const phone = mobileRows.length ? emulatedPhone(median(mobileRows.map((row) => row.benchmarkIndex)), cpuSlowdown) : undefined;
  if (phone) console.log(`\n${phone.line}${phone.warning ? `\n${phone.warning}` : ''}`);

  await mkdir(path.dirname(JSON_OUT), { recursive: true });
  await writeFile(
    JSON_OUT,
    JSON.stringify(
      {
        started: started.toISOString(),
        finished: new Date().toISOString(),
        machine: {
          cores: os.cpus().length,
          cpu: os.cpus()[0]?.model,
          loadavg: os.loadavg(),
          node: process.version,
          browsers,
          lighthouse: lighthousePackage.version,
          mobileCpuSlowdown: cpuSlowdown,
          emulatedPhoneIndex: phone ? Math.round(phone.index) : undefined,
        },
        runtime: RUNTIME,
        runs: RUNS,
        generation,
        js: jsRows,
        lighthouse: lighthouseRows,
        taps: tapRows,
        budgets,
      },
      null,
      2,
    ),
  );
  log(`results written to ${path.relative(repoRoot, JSON_OUT)}`);
  const unmeasured = lighthouseRows.filter((row) => row.runs === 0);
  if (unmeasured.length) {
    console.error(`Could not measure: ${unmeasured.map((row) => `${row.route} ${row.formFactor}`).join(', ')}`);
    exitCode = 1;
  }
} catch (error) {
  console.error('npm run perf could not measure:', error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
