// The local backend (fresh, seeded, in a temporary folder) and the two sites the specs share: the
// production site, every spec's baseURL (the Worker on workerd, every app released into a fresh
// bucket: ./production-site.ts), and the Node servers serving the app for every route, for the few
// specs that open data they have just changed at its own address (appSite: ./stack.ts).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDirs } from '../../config/apps.mjs';
import { startLocalSupabase } from '../../scripts/lib/stack.mjs';
import { releaseAll, startEdgeSite } from './edge-site';
import { TEST_EDGE_PORT, TEST_PORTS, TEST_SITE_UPDATE_PORT, TEST_SUPABASE_PORT } from './ports';
import { PRODUCTION_PREVIEW_SECRET, PRODUCTION_STORE_TOKEN, productionSite } from './production-site';
import { startSiteStack } from './stack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup() {
  for (const app of Object.values(appDirs)) {
    if (!existsSync(path.join(repoRoot, app, 'dist/index.html'))) {
      throw new Error(`${app}/dist is missing: run "npm run build" first (npm test does it).`);
    }
  }
  // `npm start` builds without generating into shell/dist (its pages go to the Worker's bucket).
  if (!existsSync(path.join(repoRoot, 'shell/dist/en/404.html'))) {
    throw new Error('shell/dist has no generated pages (npm start builds without them): run "npm run build" first (npm test does it).');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-supabase-'));
  // Every request of the run comes from this machine: lift the per-address limits of auth and of the
  // public forms (per-account, per-e-mail and per-challenge limits stay as in production, but for the
  // minute between two sign-in codes to one address).
  const singleAddress = {
    AUTH_RATE_LIMIT_SIGN_IN: '1000000',
    AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000',
    AUTH_RATE_LIMIT_VERIFY: '1000000',
    AUTH_RATE_LIMIT_EMAIL_SENT: '1000000',
    // One client signs in three times within a minute (client-two-step.spec); the 60 s rule per
    // address is tested in local-supabase/test/client-otp.test.ts.
    AUTH_OTP_MAX_FREQUENCY: '1',
    INTAKE_LIMIT_PER_ADDRESS: '1000000',
    BOOKING_LIMIT_OPEN_PER_ADDRESS: '1000000',
  };
  // The e-mails' links to the admin point at the test site (tests/e2e/enquiry-mail.spec.ts).
  const siteUrl = { SITE_URL: productionSite };
  // Post changes call the site-update job that tests/e2e/site-updates.spec.ts runs (nothing listens
  // there during the other specs: the calls fail and the updates wait, as with a job that is down).
  const siteUpdateHook = { SITE_UPDATE_HOOK_URL: `http://127.0.0.1:${TEST_SITE_UPDATE_PORT}/site-update` };
  const backend = await startLocalSupabase({
    port: TEST_SUPABASE_PORT,
    dataDir,
    quiet: true,
    env: { ...singleAddress, ...siteUrl, ...siteUpdateHook },
  });
  const stops: Array<() => Promise<void>> = [() => rm(dataDir, { recursive: true, force: true }), () => backend.close()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const site = await startSiteStack(TEST_PORTS);
    stops.push(() => site.close());
    const started = performance.now();
    const production = await startEdgeSite({ port: TEST_EDGE_PORT });
    stops.push(() => production.close());
    await releaseAll(production);
    process.env[PRODUCTION_STORE_TOKEN] = production.storeToken;
    process.env[PRODUCTION_PREVIEW_SECRET] = production.previewSecret;
    console.log(`production site (the Worker, four apps released, every page generated) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
