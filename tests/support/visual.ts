// What the picture tests (tests/e2e/visual.spec.ts, contrast.spec.ts) need to show a page the same
// way on every run: a backend of their own, freshly seeded (other specs change the shared one), one
// fixed moment, fixed free times, the cookie choice stored and the page settled before the picture.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { backendPortOf } from './ports';
import type { Ports } from './stack';

/**
 * Tuesday 24 November 2026, 10:00 in Dénia: what every page under test takes as now. Before any real
 * run, so the admin's session (issued at the real time) never looks expired to the page, which would
 * then refresh it and, cut off by the next navigation, lose it.
 */
export const FIXED_NOW = new Date('2026-11-24T09:00:00Z');
export const VIEWPORTS = { 1280: { width: 1280, height: 800 }, 390: { width: 390, height: 844 } } as const;

/** The storage key supabase-js uses for a project on localhost. */
const AUTH_STORAGE_KEY = 'sb-localhost-auth-token';

/** Serves the site on `ports` with a backend of its own around the spec; returns its URLs. */
export function useOwnSite(ports: Ports) {
  const supabaseUrl = `http://localhost:${backendPortOf(ports)}`;
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-visual-'));
    stack = await startStack({
      ports,
      supabase: { port: backendPortOf(ports), dataDir, quiet: true, env: { AUTH_RATE_LIMIT_SIGN_IN: '1000000', AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000' } },
      prerendered: false,
    });
  });
  test.afterAll(async () => {
    await stack?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return { baseUrl: `http://localhost:${ports.shell}`, supabaseUrl };
}

/** Three days of free times after FIXED_NOW (the backend counts from the real date, which moves). */
function fixedSlots() {
  return ['2026-11-25', '2026-11-26', '2026-11-27'].flatMap((day) =>
    ['09:00', '09:45', '10:30', '11:15'].map((time) => {
      const starts = new Date(`${day}T${time}:00+01:00`);
      return { starts_at: starts.toISOString(), ends_at: new Date(starts.getTime() + 30 * 60_000).toISOString() };
    }),
  );
}

/** A returning visitor at FIXED_NOW: cookie choice stored, free times fixed. */
export async function prepareVisit(page: Page) {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.addInitScript(
    (decidedAt) => localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt, version: 1 })),
    FIXED_NOW.toISOString(),
  );
  const slots = fixedSlots();
  await page.route('**/rest/v1/rpc/*free_booking_slots*', (route) => route.fulfill({ json: slots }));
}

/** Signs the page in as the local admin of `supabaseUrl` before any script runs. */
export async function signInAdmin(page: Page, supabaseUrl: string) {
  const client = createClient(supabaseUrl, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signInWithPassword({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(data.session)] as const);
}

/** Waits until nothing on the page is still loading: data, web fonts, images. */
export async function settle(page: Page, ready: string) {
  await expect(page.locator(ready).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Not "networkidle": the admin keeps a connection open. Images in view (lazy ones further down
  // never load) and fonts are what can still arrive.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || box.bottom <= 0 || box.top >= window.innerHeight;
    }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The admin area in Arabic: admin paths carry no language, so the visitor picks it in the switcher. */
export async function switchToArabic(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Cambiar idioma/ })
    .click();
  await page.locator('a[hreflang="ar"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}
