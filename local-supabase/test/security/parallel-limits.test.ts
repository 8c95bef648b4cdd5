// The per-account limits hold under parallel requests: 50 wrong passwords (or TOTP codes) sent at once
// get exactly the answers the same 50 sent one by one get (10 failures, then 429), because an attempt
// is counted before it is checked. Plus the MFA edges: a new factor needs aal2 to be verified when a
// verified one exists, and an unverified factor is gone after its 10 minutes. Its own backend with the
// per-address limits lifted (one test address), per-account limits as hosted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, SINGLE_ADDRESS_TEST_LIMITS } from '../../src/auth/rate-limit.ts';
import { startLocalSupabase, type LocalSupabase } from '../../src/index.ts';
import { getFreePort } from '../../src/ports.ts';

let backend: LocalSupabase;
let dataDir: string;

const client = (key = backend.anonKey): SupabaseClient => createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

async function newUser() {
  const email = `burst-${Math.random().toString(36).slice(2, 10)}@test.local`;
  const password = `pw-${Math.random().toString(36)}`;
  const { error } = await client(backend.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}

async function signedIn(email: string, password: string) {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return supabase;
}

const codeAt = (secret: string, step = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + step * 30_000 });

async function userWithFactor() {
  const user = await newUser();
  const supabase = await signedIn(user.email, user.password);
  const { data: factor } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: factor!.id });
  const { error } = await supabase.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: codeAt(factor!.totp.secret) });
  if (error) throw error;
  return { ...user, supabase, factorId: factor!.id, secret: factor!.totp.secret };
}

/** How many answers of each kind (error code, or "ok"). */
const tally = (codes: (string | undefined)[]) =>
  codes.reduce<Record<string, number>>((counts, code) => ({ ...counts, [code ?? 'ok']: (counts[code ?? 'ok'] ?? 0) + 1 }), {});

async function passwordBurst(parallel: boolean) {
  const user = await newUser();
  const attempt = async () => (await client().auth.signInWithPassword({ email: user.email, password: 'wrong-password' })).error?.code;
  if (parallel) return tally(await Promise.all(Array.from({ length: 50 }, attempt)));
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < 50; i++) codes.push(await attempt());
  return tally(codes);
}

async function codeBurst(parallel: boolean) {
  const user = await userWithFactor();
  const supabase = await signedIn(user.email, user.password);
  // Ten challenges of five attempts each: the per-challenge limit never decides, the per-user one does.
  const challenges: string[] = [];
  for (let i = 0; i < 10; i++) challenges.push((await supabase.auth.mfa.challenge({ factorId: user.factorId })).data!.id);
  const attempt = async (i: number) =>
    (await supabase.auth.mfa.verify({ factorId: user.factorId, challengeId: challenges[i % 10], code: '000000' })).error?.code;
  if (parallel) return tally(await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i))));
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < 50; i++) codes.push(await attempt(i));
  return tally(codes);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-burst-'));
  backend = await startLocalSupabase({
    port: await getFreePort(),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    quiet: true,
    authLimits: SINGLE_ADDRESS_TEST_LIMITS,
  });
});

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('per-account limits under parallel requests', () => {
  const expected = { invalid_credentials: 10, over_request_rate_limit: 40 };

  it('50 wrong passwords at once get what 50 one by one get: 10 failures, then 429', async () => {
    expect(await passwordBurst(false)).toEqual(expected);
    expect(await passwordBurst(true)).toEqual(expected);
  });

  it('50 wrong TOTP codes at once over 10 challenges get what 50 one by one get', async () => {
    const codes = { mfa_verification_failed: 10, over_request_rate_limit: 40 };
    expect(await codeBurst(false)).toEqual(codes);
    expect(await codeBurst(true)).toEqual(codes);
  });

  it('a right password given after failures gives its attempt back', async () => {
    const user = await newUser();
    for (let i = 0; i < 9; i++) await client().auth.signInWithPassword({ email: user.email, password: 'wrong-password' });
    await signedIn(user.email, user.password);
    expect((await client().auth.signInWithPassword({ email: user.email, password: 'wrong-password' })).error?.code).toBe('invalid_credentials');
  });

  it('counts IPv6 clients per /64 and IPv4 ones per address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).not.toBe(addressKey('192.0.2.8'));
  });
});

describe('MFA factors', () => {
  it('an aal1 session cannot verify a second factor while a verified one exists', async () => {
    const user = await userWithFactor();
    // At aal2 a second factor may be enrolled; the enrolment is then finished from an aal1 session.
    const { data: second, error: enrolError } = await user.supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(enrolError).toBeNull();
    const aal1 = await signedIn(user.email, user.password);
    const { data: challenge, error: challengeError } = await aal1.auth.mfa.challenge({ factorId: second!.id });
    expect(challengeError).toBeNull();
    const { error } = await aal1.auth.mfa.verify({ factorId: second!.id, challengeId: challenge!.id, code: codeAt(second!.totp.secret) });
    expect(error?.code).toBe('insufficient_aal');
  });

  it('forgets a factor left unverified past its time', async () => {
    const user = await newUser();
    const supabase = await signedIn(user.email, user.password);
    const { data: factor } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    process.env.AUTH_UNVERIFIED_FACTOR_SECONDS = '1';
    try {
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const { error } = await supabase.auth.mfa.challenge({ factorId: factor!.id });
      expect(error?.code).toBe('mfa_factor_not_found');
      const { data: factors } = await supabase.auth.mfa.listFactors();
      expect(factors?.all ?? []).toEqual([]);
    } finally {
      delete process.env.AUTH_UNVERIFIED_FACTOR_SECONDS;
    }
  });
});
