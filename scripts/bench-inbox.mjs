// npm run bench:inbox: how fast the admin contact inbox shows its first page with 10,000 requests
// in the database (issue: admin part 2). A report, not a test: it prints the median of three cold
// loads of /config-blogmr/cuestionario (navigation start → the first 25 rows on screen), measured
// against the production build and a temporary local backend.
import { parseCli } from '../local-supabase/cli-args.mjs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, ensureDependencies } from './lib/ensure.mjs';

// --help answers, a mistyped option is refused (exit 2) before any work.
parseCli({
  usage: `npm run bench:inbox
The admin inbox's first page with 10,000 contact requests: the median of three cold loads
against the production build and a temporary local backend.`,
});

ensureDependencies();
ensureChromium();
const { chromium } = await import('playwright-core');
const { createClient } = await import('@supabase/supabase-js');
const keys = await import('../local-supabase/keys.mjs');
const { startLocalSupabase, startStack } = await import('./lib/stack.mjs');

const ROWS = 10_000;
const { portBlockFrom } = await import('../config/apps.mjs');
const ports = portBlockFrom(4800);
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-inbox-'));
const backend = await startLocalSupabase({ port: 23998, dataDir, quiet: true });
const stack = await startStack({ ports, supabase: false, supabaseUrl: backend.url, prerendered: false });
const options = { auth: { persistSession: false } };
try {
  const service = createClient(backend.url, keys.LOCAL_SERVICE_ROLE_KEY, options);
  const areas = ['civil', 'family', 'labor', 'immigration', 'inheritance', 'other'];
  for (let start = 0; start < ROWS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      name: `Cliente ${start + i}`,
      email: `cliente${start + i}@example.com`,
      consultation_format: 'video',
      practice_area: areas[(start + i) % areas.length],
      message: 'Necesito asesoramiento sobre un asunto de prueba.',
      language: 'es',
      consent_given: true,
      consent_text_version: 'bench',
    }));
    const { error } = await service.from('contact_requests').insert(rows);
    if (error) throw new Error(error.message);
  }
  const { data, error } = await createClient(backend.url, keys.LOCAL_ANON_KEY, options).auth.signInWithPassword({
    email: keys.LOCAL_ADMIN_EMAIL,
    password: keys.LOCAL_ADMIN_PASSWORD,
  });
  if (error) throw new Error(error.message);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const timings = [];
  const navigations = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext();
    await context.addInitScript((session) => {
      localStorage.setItem('sb-localhost-auth-token', session);
      localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: 1 }));
    }, JSON.stringify(data.session));
    const page = await context.newPage();
    await page.goto(`http://localhost:${ports.shell}/config-blogmr/cuestionario`);
    await page.locator('[data-page="admin:cuestionario"] tbody tr').nth(24).waitFor({ timeout: 60_000 });
    timings.push(await page.evaluate(() => Math.round(performance.now())));
    // What staff do most: open the inbox from another admin screen (app already loaded).
    await page.goto(`http://localhost:${ports.shell}/config-blogmr/dashboard`);
    await page.locator('[data-page="admin:dashboard"]').waitFor();
    const rows = page.locator('[data-page="admin:cuestionario"] tbody tr');
    const started = Date.now();
    await page.locator('nav a[href="/config-blogmr/cuestionario"]').first().click();
    await rows.nth(24).waitFor({ timeout: 60_000 });
    navigations.push(Date.now() - started);
    await context.close();
  }
  await browser.close();
  const report = (label, values) => {
    const median = [...values].sort((a, b) => a - b)[1];
    const verdict = median <= 1000 ? 'met' : `missed by ${median - 1000} ms`;
    console.log(`${label}: ${median} ms (median of ${values.join(', ')} ms; budget 1000 ms: ${verdict})`);
  };
  report(`inbox with ${ROWS} contact requests, cold page load to the first 25 rows`, timings);
  report(`inbox with ${ROWS} contact requests, opened from the admin menu`, navigations);
} finally {
  await stack.close();
  await backend.close();
  await rm(dataDir, { recursive: true, force: true });
}
