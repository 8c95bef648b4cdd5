// Password sign-in, refresh-token rotation and reuse detection, user read/update and sign-out,
// through supabase-js exactly as the admin app uses them.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, url } from './helpers.ts';
import { LOCAL_ANON_KEY } from '../keys.mjs';

let user: { id: string; email: string; password: string };

beforeAll(async () => {
  user = await createUser();
});

async function refreshRaw(refreshToken: string) {
  const response = await fetch(`${url()}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: await response.json() };
}

describe('auth', () => {
  it('signs in with e-mail and password and returns a GoTrue session', async () => {
    const supabase = anonClient();
    const { data, error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();
    expect(data.session!.token_type).toBe('bearer');
    expect(data.session!.expires_in).toBe(3600);
    expect(data.user!.email).toBe(user.email);
    expect(data.user!.identities![0].provider).toBe('email');
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aal: 'aal1', email: user.email });
    expect(claims.amr[0].method).toBe('password');
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('refuses a wrong password with invalid_credentials (400)', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email: user.email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error!.status).toBe(400);
    expect(error!.code).toBe('invalid_credentials');
    expect(error!.message).toBe('Invalid login credentials');
  });

  it('refuses an unknown user the same way', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: 'nobody@test.local', password: 'whatever' });
    expect(error!.code).toBe('invalid_credentials');
  });

  it('rotates refresh tokens and refuses a reused one', async () => {
    const supabase = anonClient();
    const { data: signIn } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
    const first = signIn.session!.refresh_token;
    const { data: refreshed, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    const second = refreshed.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(refreshed.session!.access_token).toBeTruthy();

    const reused = await refreshRaw(first);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('refresh_token_already_used');
    // Reuse ends the session: the descendant token is no longer valid either.
    const after = await refreshRaw(second);
    expect(after.status).toBe(400);
  });

  it('reads and updates the user', async () => {
    const own = await createUser();
    const supabase = anonClient();
    await supabase.auth.signInWithPassword({ email: own.email, password: own.password });
    const { data: got, error: getError } = await supabase.auth.getUser();
    expect(getError).toBeNull();
    expect(got.user!.id).toBe(own.id);

    const { data: updated, error } = await supabase.auth.updateUser({ data: { display_name: 'Marta' } });
    expect(error).toBeNull();
    expect(updated.user!.user_metadata.display_name).toBe('Marta');

    const { error: pwError } = await supabase.auth.updateUser({ password: 'a-new-password-123' });
    expect(pwError).toBeNull();
    const { error: oldPw } = await anonClient().auth.signInWithPassword({ email: own.email, password: own.password });
    expect(oldPw!.code).toBe('invalid_credentials');
    const { error: newPw } = await anonClient().auth.signInWithPassword({ email: own.email, password: 'a-new-password-123' });
    expect(newPw).toBeNull();

    const { error: weak } = await supabase.auth.updateUser({ password: '123' });
    expect(weak!.code).toBe('weak_password');
  });

  it('sign-out invalidates the refresh token and the session', async () => {
    const supabase = anonClient();
    const { data } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
    const { access_token: accessToken, refresh_token: refreshToken } = data.session!;
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    const refresh = await refreshRaw(refreshToken);
    expect(refresh.status).toBe(400);
    expect(refresh.body.code).toBe('refresh_token_not_found');
    // GoTrue answers 403 session_not_found; auth-js turns that into an AuthSessionMissingError.
    const { data: userData, error: userError } = await anonClient().auth.getUser(accessToken);
    expect(userData.user).toBeNull();
    expect(userError!.name).toBe('AuthSessionMissingError');
  });

  it('sign-out with scope local keeps the other sessions', async () => {
    const a = anonClient();
    const b = anonClient();
    await a.auth.signInWithPassword({ email: user.email, password: user.password });
    const { data } = await b.auth.signInWithPassword({ email: user.email, password: user.password });
    await a.auth.signOut({ scope: 'local' });
    expect((await refreshRaw(data.session!.refresh_token)).status).toBe(200);
  });

  it('refuses sign-up (staff accounts are created with admin:create)', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'new@test.local', password: 'password-123' });
    expect(error!.code).toBe('signup_disabled');
  });

  it('serves settings, health and the JWKS document', async () => {
    for (const path of ['/auth/v1/settings', '/auth/v1/health', '/auth/v1/.well-known/jwks.json']) {
      const response = await fetch(`${url()}${path}`, { headers: { apikey: LOCAL_ANON_KEY } });
      expect(response.status, path).toBe(200);
    }
  });
});
