// npm run size: the gzip size of the JavaScript a first visit downloads from the production build
// (home, a service page, the blog list, a post, the admin's login), split into the shell's own code,
// shared dependencies (from whichever app provided them) and each remote's own code; then the
// budget: no route may grow by more than 5 kB over the committed snapshot (scripts/size-snapshot.json)
// unless docs/performance.md, section "JS size budget", has a line for it saying why:
//   - `/blog` ≤ 250.0 kB: why it grew
// Exits 1 when a route is over its budget. `--update` records the sizes measured now as the new
// snapshot (refused while a route is over its budget). Builds first when there is no build.
// Ports: SIZE_PORT_BASE (default 4500: shell, then the three remotes) and SIZE_SUPABASE_PORT (default
// 23998) for a fresh local backend: without one the blog list never loads its remote's code.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appDirs, portBlockFrom } from '../config/apps.mjs';
import { parseCli } from '../local-supabase/cli-args.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { repoRoot } from '../config/repo.mjs';
import { checkSizes, readAllowances } from './lib/size-budget.mjs';

// Read first: a mistyped flag must not start a measurement (or skip --update silently).
const { values } = parseCli({
  usage: `npm run size [-- --update]
The gzip JS a first visit downloads on five routes, against scripts/size-snapshot.json (at most 5 kB
of growth per route unless docs/performance.md says why). --update records the sizes measured now.`,
  options: { update: { type: 'boolean' } },
});

ensureDependencies();
ensureChromium();
const { chromium } = await import('playwright-core');
const { startStack } = await import('./lib/stack.mjs');
const { buildAll } = await import('./lib/build-apps.mjs');
const { composedRouteJs, kb, sharedFiles } = await import('./lib/js-size.mjs');

const UPDATE = values.update === true;
const SNAPSHOT = path.join(repoRoot, 'scripts/size-snapshot.json');
const DOC = path.join(repoRoot, 'docs/performance.md');
const base = Number(process.env.SIZE_PORT_BASE ?? 4500);
const ports = portBlockFrom(base);

// A generated page is measured once every remote part in it is live (click-replay.ts marks the root
// data-live): the generated markup is there from the start, the code arrives after the first paint.
// The admin's login is rendered by the browser alone.
const RENDERED = '#root[data-live] [data-remote][data-page]';
const ROUTES = [
  { route: '/', waitFor: RENDERED },
  { route: '/servicios/derecho-civil-denia', waitFor: RENDERED },
  { route: '/blog', waitFor: RENDERED },
  // A seeded post (supabase/seed.sql) that every build generates.
  { route: '/blog/comprar-vivienda-denia-extranjero', waitFor: RENDERED },
  { route: '/config-blogmr' },
];

if (Object.values(appDirs).some((dir) => !existsSync(path.join(repoRoot, dir, 'dist/mf-manifest.json')))) {
  await buildAll();
}

const shared = sharedFiles();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'size-supabase-'));
const stack = await startStack({ ports, supabase: { port: Number(process.env.SIZE_SUPABASE_PORT ?? 23998), dataDir, quiet: true } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const measured = {};
try {
  for (const { route, waitFor } of ROUTES) {
    const { total, files, groups } = await composedRouteJs({ browser, url: `http://localhost:${ports.shell}${route}`, ports, shared, waitFor });
    measured[route] = total;
    console.log(`\n${route}  ${kb(total)} gzip JS, ${files} files`);
    for (const [group, bytes] of Object.entries(groups).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${group.padEnd(28)} ${kb(bytes).padStart(9)}`);
    }
  }
} finally {
  await browser.close();
  await stack.close();
  await rm(dataDir, { recursive: true, force: true });
}

const snapshot = existsSync(SNAPSHOT) ? JSON.parse(readFileSync(SNAPSHOT, 'utf8')).routes : {};
const { lines, over } = checkSizes({ measured, snapshot, allowances: readAllowances(readFileSync(DOC, 'utf8')) });
console.log(`\nBudget: at most 5 kB of growth per route over ${path.relative(repoRoot, SNAPSHOT)}`);
for (const line of lines) console.log(`  ${line}`);
if (over) {
  console.error(
    `\n${over} route(s) over budget: make them smaller, or say why in ${path.relative(repoRoot, DOC)} ("JS size budget": - \`<route>\` ≤ <kB> kB: <why>) and run \`npm run size -- --update\`.`,
  );
  process.exit(1);
}
if (UPDATE) {
  const routes = Object.fromEntries(Object.entries(measured).map(([route, bytes]) => [route, Math.round(bytes)]));
  writeFileSync(SNAPSHOT, `${JSON.stringify({ note: 'gzip bytes of JS per first visit, npm run size -- --update', routes }, null, 2)}\n`);
  console.log(`\n${path.relative(repoRoot, SNAPSHOT)} updated`);
}
