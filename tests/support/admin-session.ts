// Admin part 2 specs: a real admin session from the local backend put into localStorage before the
// app loads (the login form has its own specs), plus backend clients and locale-file lookups.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local-supabase/keys.mjs';
import { TEST_SUPABASE_URL } from './ports';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const AUTH_STORAGE_KEY = 'sb-localhost-auth-token';

function client(key: string): SupabaseClient {
  return createClient(TEST_SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const anonClient = () => client(LOCAL_ANON_KEY);
export const serviceClient = () => client(LOCAL_SERVICE_ROLE_KEY);

/** A supabase-js client signed in as the local admin (aal1: the local admin has no TOTP factor). */
export async function adminClient(): Promise<SupabaseClient> {
  const admin = client(LOCAL_ANON_KEY);
  const { error } = await admin.auth.signInWithPassword({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD });
  if (error) throw error;
  return admin;
}

/** Signs the page in as the local admin: the session is in localStorage before any script runs. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const { data, error } = await client(LOCAL_ANON_KEY).auth.signInWithPassword({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(data.session)] as const);
}

const LOCALE_DIRS: Record<string, string> = {
  admin: 'mf-admin/public',
  clients: 'mf-clients/public',
  contact: 'mf-marketing/public',
  marketing: 'mf-marketing/public',
  legal: 'shared-i18n/public',
  navigation: 'shared-i18n/public',
  common: 'shared-i18n/public',
};

/** A string of a shipped translation file, with {{values}} filled in, as the app shows it. */
export function text(language: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const file = JSON.parse(readFileSync(path.join(repoRoot, LOCALE_DIRS[namespace], 'locales', language, `${namespace}.json`), 'utf8'));
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
  if (typeof value !== 'string') throw new Error(`missing ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A stored cookie choice, so the consent banner does not cover the page. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: 1 }));
  });
}
