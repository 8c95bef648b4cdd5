// npm run size: the gzip size of the JavaScript a first visit to /, /blog and /config-blogmr
// downloads from the production build, split into the shell's own code, shared dependencies
// (from whichever app provided them) and each remote's own code.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { appDirs } from '../config/ports.mjs';
import { CHROMIUM_PATH, ensureDependencies } from './lib/ensure.mjs';
import { repoRoot } from './lib/repo.mjs';

ensureDependencies();
const { chromium } = await import('@playwright/test');
const { startStack } = await import('./lib/stack.mjs');
const { buildAll } = await import('./lib/build-apps.mjs');

const ROUTES = ['/', '/blog', '/config-blogmr'];
const ports = { shell: 4500, mf_marketing: 4501, mf_blog: 4502, mf_admin: 4503 };
const appByPort = Object.fromEntries(Object.entries(ports).map(([app, port]) => [String(port), app]));

if (Object.values(appDirs).some((dir) => !existsSync(path.join(repoRoot, dir, 'dist/mf-manifest.json')))) {
  await buildAll();
}

/** Files of shared dependencies in each app's build, from its federation manifest. */
async function sharedFiles() {
  const files = new Set();
  for (const [app, dir] of Object.entries(appDirs)) {
    const { default: manifest } = await import(path.join(repoRoot, dir, 'dist/mf-manifest.json'), { with: { type: 'json' } });
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(`${app}/${file}`);
    }
  }
  return files;
}

function gzipSize(app, file) {
  const full = path.join(repoRoot, appDirs[app], 'dist', file);
  return statSync(existsSync(`${full}.gz`) ? `${full}.gz` : full).size;
}

const shared = await sharedFiles();
const stack = await startStack({ ports, supabase: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
try {
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const loaded = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && url.pathname !== '/env.js') loaded.add(`${url.port}${url.pathname}`);
    });
    await page.goto(`http://localhost:${ports.shell}${route}`, { waitUntil: 'networkidle' });
    await page.close();
    const totals = {};
    for (const entry of loaded) {
      const [port, ...rest] = entry.split('/');
      const app = appByPort[port];
      const file = rest.join('/');
      const group = shared.has(`${app}/${file}`) ? `shared (from ${app})` : app;
      totals[group] = (totals[group] ?? 0) + gzipSize(app, file);
    }
    const sum = Object.values(totals).reduce((a, b) => a + b, 0);
    console.log(`\n${route}  ${kb(sum)} gzip JS, ${loaded.size} files`);
    for (const [group, bytes] of Object.entries(totals).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${group.padEnd(28)} ${kb(bytes).padStart(9)}`);
    }
  }
} finally {
  await browser.close();
  await stack.close();
}
