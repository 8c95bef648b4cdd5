// supabase-js clients for each role the access matrix talks about.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { inject } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys.mjs';

export const url = () => inject('supabaseUrl');

export function client(key: string = LOCAL_ANON_KEY): SupabaseClient {
  return createClient(url(), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const anonClient = () => client(LOCAL_ANON_KEY);
export const serviceClient = () => client(LOCAL_SERVICE_ROLE_KEY);

/** Creates a confirmed user through the GoTrue admin API (service_role). */
export async function createUser(options: { admin?: boolean; client?: boolean; email?: string; password?: string } = {}) {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@test.local`;
  const password = options.password ?? `pw-${randomUUID()}`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: options.admin ? { role: 'admin' } : options.client ? { role: 'client' } : {},
  });
  if (error) throw error;
  return { id: data.user!.id, email, password };
}

export async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}

/** The current code of a TOTP secret (base32), `step` time steps away. */
export const totpCode = (secret: string, step = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + step * 30_000 });

/** Enrols and verifies a TOTP factor on a freshly signed-in client: its session becomes aal2. */
export async function verifyNewFactor(c: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data: factor, error } = await c.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const verified = await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
  if (verified.error) throw verified.error;
  return { factorId: factor.id, secret: factor.totp.secret };
}

/** A contact request as the public form sends it (the intake function's `request`). */
export const contactRequest = (email = 'ana@example.com') => ({
  name: 'Ana Pérez',
  email,
  phone: '+34 600 111 222',
  consultation_format: 'phone',
  practice_area: 'civil',
  message: 'Quisiera una cita para revisar un contrato.',
  language: 'es',
  consent_given: true,
  consent_text_version: '2026-01',
});

/**
 * What an e-mail code session of `user` would be (amr otp, aal1), had Auth issued one: hosted Auth
 * sends codes to any existing user, so the database must refuse such a session whatever its role.
 * Signed with the project's JWT secret, as Auth signs it (the access token hook is what stops Auth).
 */
export async function codeSessionClient(user: { id: string; email: string }, role = 'admin'): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: now }],
    session_id: randomUUID(),
    app_metadata: { provider: 'email', providers: ['email'], role },
    user_metadata: {},
  });
  return createClient(url(), LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}
