// npm run size: the gzip size of the JavaScript a first visit to /, /blog and /config-blogmr
// downloads from the production build, split into the shell's own code, shared dependencies
// (from whichever app provided them) and each remote's own code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appDirs } from '../config/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureDependencies } from './lib/ensure.mjs';
import { repoRoot } from './lib/repo.mjs';

ensureDependencies();
const { chromium } = await import('playwright-core');
const { startStack } = await import('./lib/stack.mjs');
const { buildAll } = await import('./lib/build-apps.mjs');
const { composedRouteJs, kb, sharedFiles } = await import('./lib/js-size.mjs');

const ROUTES = ['/', '/blog', '/config-blogmr'];
const ports = { shell: 4500, mf_marketing: 4501, mf_blog: 4502, mf_admin: 4503 };

if (Object.values(appDirs).some((dir) => !existsSync(path.join(repoRoot, dir, 'dist/mf-manifest.json')))) {
  await buildAll();
}

const shared = sharedFiles();
const stack = await startStack({ ports, supabase: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const route of ROUTES) {
    const { total, files, groups } = await composedRouteJs({ browser, url: `http://localhost:${ports.shell}${route}`, ports, shared });
    console.log(`\n${route}  ${kb(total)} gzip JS, ${files} files`);
    for (const [group, bytes] of Object.entries(groups).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${group.padEnd(28)} ${kb(bytes).padStart(9)}`);
    }
  }
} finally {
  await browser.close();
  await stack.close();
}
