import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/ensure.mjs';
import { productionSite } from './support/production-site';

// The servers follow a local release store when one exists (release/src/live-root.mjs): the
// tests serve the repository's builds unless a spec gives a store of its own (release.spec.ts).
process.env.RELEASE_STORE_DIR ??= '/nonexistent/e2e-release-store';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Baselines of the picture tests (visual.spec.ts), committed: one machine kind (Debian Chromium),
  // so no platform in the name. `npm run test:visual -- --update-snapshots` rewrites them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  // One worker: several specs change shared data (featured posts, active languages, overrides)
  // that other specs read, and the machine has two cores.
  workers: 1,
  // One retry, reported as "flaky" in the list: a test that fails twice fails the suite. The last CI
  // run lost its whole submission to a single timing failure on a loaded machine.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    // The site as a deployment serves it: the Worker on workerd (./support/global-setup.ts).
    baseURL: productionSite,
    // Debian's Chromium, never a downloaded browser (none can be downloaded on these machines).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
