// Helpers shared by the marketing specs: translation files as the source of expected texts, a
// consent choice stored up front (so the cookie banner does not cover the forms), and an admin
// supabase-js client to read back what the public forms stored.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { TEST_SUPABASE_URL } from '../support/ports';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Json = { [key: string]: string | Json };

export function locale(language: string, namespace: 'marketing' | 'services' | 'contact' | 'common' | 'legal' | 'navigation'): Json {
  const dir = ['common', 'legal', 'navigation'].includes(namespace) ? 'shared-i18n/public' : 'mf-marketing/public';
  return JSON.parse(readFileSync(path.join(repoRoot, dir, 'locales', language, `${namespace}.json`), 'utf8')) as Json;
}

/** A translated string by dotted key, with {{n}}-style values filled in. */
export function text(language: string, namespace: Parameters<typeof locale>[1], key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<string | Json>((node, part) => (node as Json)[part], locale(language, namespace));
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}:${key} is not a string`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** Stores a cookie decision before the page loads, as a returning visitor would have. */
/**
 * Waits until the page has stopped moving: web fonts swapped in and no section still loading
 * (`aria-busy`), so a click lands on the element it aimed at, not where it was a frame earlier.
 */
export async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: 1 }));
  });
}

let admin: Promise<SupabaseClient> | null = null;

/** supabase-js signed in as the local admin (RLS lets admins read the requests). */
export function adminClient(): Promise<SupabaseClient> {
  admin ??= (async () => {
    const client = createClient(TEST_SUPABASE_URL, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await client.auth.signInWithPassword({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD });
    if (error) throw error;
    return client;
  })();
  return admin;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
