// TOTP MFA through supabase-js, and the documented policy: an admin with a verified factor is admin
// only in an aal2 session.
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, signedInClient } from './helpers.ts';

// `step` 1 is the next 30-second code, which the server also accepts: a code is good only once, so a
// second verification within the same window needs it.
const code = (secret: string, step = 0) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + step * 30_000 });

describe('TOTP MFA', () => {
  it('enrols, verifies to aal2, gates admin writes at aal1, and unenrols', async () => {
    const admin = await createUser({ admin: true });
    const supabase = await signedInClient(admin.email, admin.password);

    // Without any factor the admin may write at aal1.
    const before = await supabase.from('translations').insert({ namespace: 'common', key: `mfa.pre.${admin.id}`, language: 'es', value: 'ok' });
    expect(before.error).toBeNull();

    const { data: enrolled, error: enrollError } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrollError).toBeNull();
    expect(enrolled!.type).toBe('totp');
    expect(enrolled!.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(enrolled!.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = enrolled!.totp.secret;

    const { data: challenge, error: challengeError } = await supabase.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challengeError).toBeNull();
    const { error: badCode } = await supabase.auth.mfa.verify({ factorId: enrolled!.id, challengeId: challenge!.id, code: '000000' });
    expect(badCode!.code).toBe('mfa_verification_failed');

    const { data: verified, error: verifyError } = await supabase.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: code(secret),
    });
    expect(verifyError).toBeNull();
    expect(verified!.access_token).toBeTruthy();

    const { data: aal } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal!.currentLevel).toBe('aal2');
    expect(aal!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toContain('totp');

    const { data: factors } = await supabase.auth.mfa.listFactors();
    expect(factors!.totp.map((f) => f.id)).toContain(enrolled!.id);

    // aal2: admin writes work.
    const atAal2 = await supabase.from('translations').insert({ namespace: 'common', key: `mfa.aal2.${admin.id}`, language: 'es', value: 'ok' });
    expect(atAal2.error).toBeNull();

    // A fresh password-only session is aal1 and, with a verified factor, not admin.
    const aal1 = await signedInClient(admin.email, admin.password);
    const { data: aal1Level } = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal1Level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await aal1.from('translations').insert({ namespace: 'common', key: `mfa.aal1.${admin.id}`, language: 'es', value: 'no' });
    expect(refused.error?.code).toBe('42501');
    const hiddenPosts = await aal1.from('blog_posts').select('id').eq('hidden', true);
    expect(hiddenPosts.data).toEqual([]);
    const { error: unenrollAal1 } = await aal1.auth.mfa.unenroll({ factorId: enrolled!.id });
    expect(unenrollAal1!.code).toBe('insufficient_aal');

    // The aal1 session can step up with a new challenge.
    const { data: c2 } = await aal1.auth.mfa.challenge({ factorId: enrolled!.id });
    const { error: stepUp } = await aal1.auth.mfa.verify({ factorId: enrolled!.id, challengeId: c2!.id, code: code(secret, 1) });
    expect(stepUp).toBeNull();
    const allowed = await aal1.from('translations').insert({ namespace: 'common', key: `mfa.stepup.${admin.id}`, language: 'es', value: 'ok' });
    expect(allowed.error).toBeNull();

    // Refreshing an aal2 session keeps aal2.
    const { data: refreshed } = await supabase.auth.refreshSession();
    const claims = JSON.parse(Buffer.from(refreshed.session!.access_token.split('.')[1], 'base64url').toString());
    expect(claims.aal).toBe('aal2');

    const { error: unenrollError } = await supabase.auth.mfa.unenroll({ factorId: enrolled!.id });
    expect(unenrollError).toBeNull();
    const { data: after } = await supabase.auth.mfa.listFactors();
    expect(after!.all).toHaveLength(0);
  });

  it('needs a session', async () => {
    const { error } = await anonClient().auth.mfa.enroll({ factorType: 'totp' });
    expect(error).not.toBeNull();
  });
});
