// local-supabase auth under attack behaves like GoTrue: rate limits per address and per account (429
// over_request_rate_limit), MFA challenges with few attempts, a TOTP code good once, aal2 for e-mail
// changes, and a new password ending the other sessions. Its own backend with production limits (the
// shared test backend lifts the per-address ones).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../src/index.ts';
import { getFreePort } from '../../src/ports.ts';

let backend: LocalSupabase;
let dataDir: string;

const client = (key = backend.anonKey): SupabaseClient => createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

async function newUser() {
  const email = `limits-${Math.random().toString(36).slice(2, 10)}@test.local`;
  const password = `pw-${Math.random().toString(36)}`;
  const { error } = await client(backend.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}

async function signIn(email: string, password: string) {
  const supabase = client();
  const result = await supabase.auth.signInWithPassword({ email, password });
  return { supabase, ...result };
}

const codeAt = (secret: string, step = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + step * 30_000 });

/** A signed-in user with a verified TOTP factor, at aal2. */
async function userWithFactor() {
  const user = await newUser();
  const { supabase } = await signIn(user.email, user.password);
  const { data: factor } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: factor!.id });
  const { error } = await supabase.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: codeAt(factor!.totp.secret) });
  if (error) throw error;
  return { ...user, supabase, factorId: factor!.id, secret: factor!.totp.secret };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-limits-'));
  backend = await startLocalSupabase({ port: await getFreePort(), dataDir, databaseUrl: process.env.DATABASE_URL || undefined, quiet: true });
});

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('auth rate limits', () => {
  it('locks an account after 10 wrong passwords: the right one then gets 429 too', async () => {
    const user = await newUser();
    for (let i = 0; i < 10; i++) {
      const { error } = await signIn(user.email, 'wrong-password');
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error, data } = await signIn(user.email, user.password);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(data.session).toBeNull();
  });

  it('limits one MFA challenge to 5 attempts, then even the right code fails', async () => {
    const user = await userWithFactor();
    const { supabase } = await signIn(user.email, user.password);
    const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: user.factorId });
    for (let i = 0; i < 5; i++) {
      const { error } = await supabase.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code: '000000' });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const { error } = await supabase.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code: codeAt(user.secret, 1) });
    expect(error?.code).toBe('mfa_challenge_expired');
  });

  it('accepts a TOTP code once: replayed on a new challenge it fails', async () => {
    const user = await userWithFactor();
    const { supabase } = await signIn(user.email, user.password);
    const used = codeAt(user.secret, 1);
    const first = await supabase.auth.mfa.challenge({ factorId: user.factorId });
    expect((await supabase.auth.mfa.verify({ factorId: user.factorId, challengeId: first.data!.id, code: used })).error).toBeNull();
    const other = (await signIn(user.email, user.password)).supabase;
    const second = await other.auth.mfa.challenge({ factorId: user.factorId });
    const replay = await other.auth.mfa.verify({ factorId: user.factorId, challengeId: second.data!.id, code: used });
    expect(replay.error?.code).toBe('mfa_verification_failed');
  });

  it('answers 429 after 10 wrong codes for one user, whatever the challenge', async () => {
    const user = await userWithFactor();
    const { supabase } = await signIn(user.email, user.password);
    let last: { code?: string; status?: number } | null = null;
    for (let i = 0; i < 11; i++) {
      const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: user.factorId });
      last = (await supabase.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code: '111111' })).error;
    }
    expect(last?.status).toBe(429);
    expect(last?.code).toBe('over_request_rate_limit');
  });

  it('needs aal2 to change the e-mail address when a factor exists', async () => {
    const user = await userWithFactor();
    const { supabase } = await signIn(user.email, user.password); // aal1
    const { error } = await supabase.auth.updateUser({ email: `new-${user.email}` });
    expect(error?.code).toBe('insufficient_aal');
  });

  it('ends the other sessions when the password changes', async () => {
    const user = await newUser();
    const { supabase: here } = await signIn(user.email, user.password);
    const { supabase: elsewhere } = await signIn(user.email, user.password);
    expect((await here.auth.updateUser({ password: `${user.password}-new` })).error).toBeNull();
    expect((await here.auth.getUser()).error).toBeNull();
    // The server no longer knows that session (session_not_found); supabase-js reports it as missing.
    const { error } = await elsewhere.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('enrols a first factor only right after the password was entered', async () => {
    const user = await newUser();
    const { supabase } = await signIn(user.email, user.password);
    process.env.AUTH_REAUTHENTICATION_SECONDS = '1';
    try {
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const { error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
      expect(error?.code).toBe('reauthentication_needed');
      const { supabase: fresh } = await signIn(user.email, user.password);
      expect((await fresh.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    } finally {
      delete process.env.AUTH_REAUTHENTICATION_SECONDS;
    }
  });

  // Last: it uses up this address's sign-ins for the window.
  it('limits sign-ins per client address (30 in 5 minutes, as hosted)', async () => {
    let status = 0;
    for (let i = 0; i < 31 && status !== 429; i++) {
      const { error } = await signIn(`nobody-${i}@test.local`, 'x');
      status = error?.status ?? 200;
    }
    expect(status).toBe(429);
  });
});
