// MFA is mandatory for admins (supabase/migrations/20261124120000_mandatory_mfa.sql): a new admin is
// admin at aal1 only during the onboarding window; after it, only with a factor enrolled in time, at
// aal2; a factor enrolled after the window does not count; the service role's reset opens a new window.
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createUser, serviceClient, signedInClient } from '../helpers.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const code = (secret: string, step = 0) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + step * 30_000 });

async function canWriteAsAdmin(supabase: SupabaseClient, label: string) {
  const key = `mandatory-mfa.${label}.${Math.random().toString(36).slice(2)}`;
  const { error } = await supabase.from('translations').insert({ namespace: 'common', key, language: 'es', value: 'x' });
  if (!error) await serviceClient().from('translations').delete().eq('key', key);
  return error === null;
}

async function adminWhoseWindowEnded() {
  const email = `late-${Math.random().toString(36).slice(2, 8)}@test.local`;
  const password = `pw-${Math.random().toString(36)}`;
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: 'admin', mfa_enrol_by: '2020-01-01T00:00:00Z' },
  });
  if (error) throw error;
  return { email, password };
}

async function enrolAndVerify(supabase: SupabaseClient) {
  const { data: factor } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: factor!.id });
  const { error } = await supabase.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: code(factor!.totp.secret) });
  expect(error).toBeNull();
}

describe('mandatory MFA for admins', () => {
  it('a new admin is admin without a factor during the onboarding window, and is told until when', async () => {
    const admin = await createUser({ admin: true });
    const supabase = await signedInClient(admin.email, admin.password);
    expect(await canWriteAsAdmin(supabase, 'new')).toBe(true);
    const { data } = await supabase.rpc('my_mfa_status');
    const [status] = data as Array<{ has_verified_factor: boolean; enrol_by: string }>;
    expect(status.has_verified_factor).toBe(false);
    const days = (new Date(status.enrol_by).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('after the window, an admin without a factor is not admin, and a factor enrolled now does not help', async () => {
    const admin = await adminWhoseWindowEnded();
    const supabase = await signedInClient(admin.email, admin.password);
    expect(await canWriteAsAdmin(supabase, 'late-aal1')).toBe(false);
    await enrolAndVerify(supabase); // what someone who learned the password would do
    expect(await canWriteAsAdmin(supabase, 'late-aal2')).toBe(false);
  });

  it('the service role reset removes factors and sessions and opens a new window', async () => {
    const admin = await adminWhoseWindowEnded();
    const before = await signedInClient(admin.email, admin.password);
    await enrolAndVerify(before);
    const { error: refused } = await signedInClient(admin.email, admin.password).then((c) => c.rpc('reset_admin_mfa', { target_email: admin.email }));
    expect(refused).not.toBeNull(); // not for the user themself
    const { data: deadline, error } = await serviceClient().rpc('reset_admin_mfa', { target_email: admin.email });
    expect(error).toBeNull();
    expect(new Date(deadline as string).getTime()).toBeGreaterThan(Date.now());
    expect((await before.auth.getUser()).error).not.toBeNull(); // signed out everywhere
    const after = await signedInClient(admin.email, admin.password);
    expect(await canWriteAsAdmin(after, 'reset')).toBe(true);
    const { data: factors } = await after.auth.mfa.listFactors();
    expect(factors!.all).toHaveLength(0);
  });
});
