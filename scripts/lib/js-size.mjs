// Gzip JavaScript a first visit downloads, classified by the app that served each file (its origin
// port) and, from the federation manifests, by the shared dependency a file belongs to. Used by
// `npm run size` and `npm run perf`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appDirs } from '../../config/apps.mjs';
import { repoRoot } from '../../config/repo.mjs';

/**
 * Files of shared dependencies in each app's build, from its federation manifest.
 * @returns {Map<string, string[]>} `${app}/${file}` → names of the shared modules in that file
 */
export function sharedFiles() {
  const files = new Map();
  for (const [app, dir] of Object.entries(appDirs)) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'dist/mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = `${app}/${file}`;
        files.set(key, [...(files.get(key) ?? []), shared.name]);
      }
    }
  }
  return files;
}

/** Size of the pre-compressed twin written by the build (gzip -9), else of the file gzipped alike. */
export function gzipSizeOf(full) {
  if (existsSync(`${full}.gz`)) return statSync(`${full}.gz`).size;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

export function gzipSize(app, file) {
  return gzipSizeOf(path.join(repoRoot, appDirs[app], 'dist', file));
}

/**
 * Loads `url` in a fresh page and returns the JS files it downloaded (until network idle), as
 * `{ port, file }` (file relative to the server root). /env.js (runtime config) is not counted.
 * `waitFor`: a selector that must be present afterwards, so a page that failed to render is an
 * error rather than a misleadingly small number.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ waitFor?: string }} [options]
 */
export async function loadedScripts(browser, url, { waitFor } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = new Set();
  page.on('response', (response) => {
    const { port, pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && pathname !== '/env.js') loaded.add(`${port}${pathname}`);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (waitFor) {
      await page.waitForSelector(waitFor, { state: 'attached', timeout: 30_000 });
      // What the page loads once that part is live (on idle) counts too: until a second without a new script.
      for (let count = -1; count !== loaded.size;) {
        count = loaded.size;
        await page.waitForTimeout(1000);
      }
    }
  } finally {
    await context.close();
  }
  return [...loaded].map((entry) => {
    const [port, ...rest] = entry.split('/');
    return { port, file: rest.join('/') };
  });
}

/**
 * Gzip JS of one route of the composed site.
 * @param {{ browser: import('playwright-core').Browser, url: string, ports: Record<string, number>, shared: Map<string, string[]>, waitFor?: string }} options
 * @returns {Promise<{ total: number, files: number, groups: Record<string, number>, sharedModules: Record<string, number> }>}
 *   groups: 'shared (from <app>)' or the app's own code; sharedModules: bytes per shared module name
 *   (a chunk holding several modules, e.g. react-dom + react-dom/client, is named by all of them).
 */
export async function composedRouteJs({ browser, url, ports, shared, waitFor }) {
  const appByPort = Object.fromEntries(Object.entries(ports).map(([app, port]) => [String(port), app]));
  const groups = {};
  const sharedModules = {};
  let total = 0;
  const scripts = await loadedScripts(browser, url, { waitFor });
  for (const { port, file } of scripts) {
    const app = appByPort[port];
    if (!app) continue; // not one of the four apps (none expected)
    const bytes = gzipSize(app, file);
    const names = shared.get(`${app}/${file}`);
    const group = names ? `shared (from ${app})` : app;
    groups[group] = (groups[group] ?? 0) + bytes;
    if (names) {
      const name = names.join(' + ');
      sharedModules[name] = (sharedModules[name] ?? 0) + bytes;
    }
    total += bytes;
  }
  return { total, files: scripts.length, groups, sharedModules };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
