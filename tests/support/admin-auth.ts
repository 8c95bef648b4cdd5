// Signing in to the admin area from end-to-end tests: through the login form (what staff do) or by
// putting a real session from the local backend into localStorage (fast, for specs that test
// something else behind the guard). Also creates extra users through the service-role admin API.
import { createClient, type Session } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local-supabase/keys.mjs';
import { TEST_SUPABASE_URL } from './ports';

export const ADMIN = { email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD };
/** supabase-js's storage key for a project at http://localhost:<port>. */
export const AUTH_STORAGE_KEY = 'sb-localhost-auth-token';

export function anonClient() {
  return createClient(TEST_SUPABASE_URL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export function serviceClient() {
  return createClient(TEST_SUPABASE_URL, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** A confirmed e-mail user; `role: 'admin'` makes it an administrator. */
export async function createUser(options: { role?: 'admin'; prefix?: string } = {}) {
  const email = `${options.prefix ?? 'user'}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-local`;
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: options.role ? { role: options.role } : {},
  });
  if (error) throw error;
  return { email, password };
}

export async function sessionFor(credentials = ADMIN): Promise<Session> {
  const { data, error } = await anonClient().auth.signInWithPassword(credentials);
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** Starts every page of this test signed in (on every origin it visits), without the form. */
export async function injectSession(page: Page, credentials = ADMIN) {
  const session = await sessionFor(credentials);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  return session;
}

/** Fills the login form on the current /admin-login page and submits it. */
export async function submitLogin(page: Page, credentials = ADMIN) {
  const form = page.locator('[data-page="adminLogin"]');
  await form.getByLabel('Correo electrónico').fill(credentials.email);
  await form.getByLabel('Contraseña').fill(credentials.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through /admin-login and waits for the admin area. */
export async function signInThroughForm(page: Page, credentials = ADMIN, startAt = '/admin-login') {
  await page.goto(startAt);
  await submitLogin(page, credentials);
  await expect(page.locator('[data-remote="mf_admin"][data-page="admin"]')).toBeVisible();
}
