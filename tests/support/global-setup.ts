// One shared, read-only stack for the specs that only browse.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PORTS } from './ports';
import { startSiteStack } from './stack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup() {
  for (const app of ['shell', 'mf-marketing', 'mf-blog', 'mf-admin']) {
    if (!existsSync(path.join(repoRoot, app, 'dist/index.html'))) {
      throw new Error(`${app}/dist is missing: run "npm run build" first (npm test does it).`);
    }
  }
  const stack = await startSiteStack(TEST_PORTS);
  return () => stack.close();
}
