// Security round four (#46): the e-mail code path, tried as an attacker would.
//   1. Staff never get a session from an e-mail code: no code is mailed to them, the database's access
//      token hook refuses one anyway, and the first factor is enrolled from a password session only.
//   2. Codes cannot be guessed past the per-user limit: 25 wrong codes at once get 10 tries, the link's
//      token is a secret of its own (not derived from the code), a code dies after 5 misses and lives
//      10 minutes.
//   5. Who is a client is not told: a client, a stranger and a staff address get the same answer in
//      about the same time.
//   6. Backups hold no pending code and no usable TOTP secret.
// Its own backend and mail catcher (all requests come from one address: the per-address limits are
// lifted, the per-user ones are hosted's). Runs on PGlite and on PostgreSQL (npm test runs both).
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpData } from '../../src/backup.ts';
import type { Queryable } from '../../src/db.ts';
import { signJwt } from '../../src/jwt.ts';
import { SINGLE_ADDRESS_TEST_LIMITS } from '../../src/auth/rate-limit.ts';
import { startLocalSupabase, type LocalSupabase } from '../../src/index.ts';
import { getFreePort } from '../../src/ports.ts';
import { codeIn, lastMailTo, type Mail } from '../mail-inbox.ts';

let backend: LocalSupabase;
let dataDir: string;

const client = (key = backend.anonKey): SupabaseClient =>
  createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

/** Straight to the database, as an operator (or whoever holds a backup) would read it. */
async function direct<T>(text: string): Promise<T[]> {
  const connection = process.env.DATABASE_URL
    ? new pg.Client({ connectionString: process.env.DATABASE_URL })
    : new pg.Client({ host: readFileSync(join(dataDir, 'local-supabase.socket'), 'utf8'), port: 5432, user: 'postgres', database: 'postgres' });
  await connection.connect();
  try {
    return (await connection.query(text)).rows as T[];
  } finally {
    await connection.end();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-passwordless-'));
  // One test address sends every e-mail request: hosted's hourly cap per address is not what this tests.
  process.env.AUTH_RATE_LIMIT_EMAIL_SENT = '100000';
  process.env.AUTH_OTP_MAX_FREQUENCY = '1';
  backend = await startLocalSupabase({
    port: await getFreePort(),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    quiet: true,
    authLimits: SINGLE_ADDRESS_TEST_LIMITS,
    mail: { smtpPort: await getFreePort(), httpPort: await getFreePort() },
  });
});

afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_EMAIL_SENT;
  delete process.env.AUTH_OTP_MAX_FREQUENCY;
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

async function staff() {
  const email = unique('staff');
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client(backend.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
  if (error) throw error;
  return { id: data.user!.id, email, password };
}

let firm: SupabaseClient | undefined;
async function invitedClient(language = 'es'): Promise<{ email: string; userId: string }> {
  if (!firm) {
    const admin = await staff();
    firm = client();
    const { error } = await firm.auth.signInWithPassword({ email: admin.email, password: admin.password });
    if (error) throw error;
  }
  const email = unique('client');
  const { data, error } = await firm.rpc('invite_client', { email, full_name: 'Jane Harper', language });
  if (error) throw error;
  return { email, userId: (data as { user_id: string }).user_id };
}

/** POST /auth/v1/otp as the client area sends it; answers the status and the body as read. */
async function askCode(email: string) {
  const response = await fetch(`${backend.url}/auth/v1/otp?redirect_to=${encodeURIComponent('http://localhost:7100/area-clientes')}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, create_user: false, data: { language: 'es' } }),
  });
  return { status: response.status, body: await response.text() };
}

async function codeMailFor(email: string): Promise<{ mail: Mail; code: string; link: URL }> {
  const sent = await askCode(email);
  expect(sent.status).toBe(200);
  const mail = await lastMailTo(backend.mailUrl!, email);
  return { mail, code: codeIn(mail), link: new URL(/http:\/\/localhost:7100\S+/.exec(mail.Text)![0]) };
}

const tally = (codes: (string | undefined)[]) =>
  codes.reduce<Record<string, number>>((counts, code) => ({ ...counts, [code ?? 'ok']: (counts[code ?? 'ok'] ?? 0) + 1 }), {});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('staff and e-mail codes (finding 1)', () => {
  it('a staff address asking for a code gets the answer anyone gets, a no-access e-mail and no code', async () => {
    const admin = await staff();
    expect(await askCode(admin.email)).toEqual({ status: 200, body: '{}' });
    const mail = await lastMailTo(backend.mailUrl!, admin.email);
    expect(mail.Subject).toBe('Su solicitud de acceso al área de clientes');
    expect(mail.Text).not.toMatch(/\b\d{6}\b/);
    const guess = await client().auth.verifyOtp({ email: admin.email, token: '123456', type: 'email' });
    expect(guess.error?.code).toBe('otp_expired');
    expect((await direct(`select 1 from auth.email_codes where user_id = '${admin.id}'`)).length).toBe(0);
  });

  it('the database refuses a token to staff whose session no password opened, and lets clients and passwords through', async () => {
    const hook = async (role: string, methods: string[]) => {
      const event = {
        user_id: randomUUID(),
        authentication_method: methods[0],
        claims: { app_metadata: { role }, amr: methods.map((method) => ({ method, timestamp: 1 })) },
      };
      const [{ result }] = await direct<{ result: { error?: { http_code: number }; claims?: unknown } }>(
        `select public.custom_access_token_hook('${JSON.stringify(event)}'::jsonb) as result`,
      );
      return result.error ? result.error.http_code : 'issued';
    };
    expect(await hook('admin', ['otp'])).toBe(403);
    expect(await hook('admin', ['magiclink'])).toBe(403);
    expect(await hook('admin', ['totp', 'otp'])).toBe(403);
    expect(await hook('', ['otp'])).toBe(403);
    expect(await hook('admin', ['password'])).toBe('issued');
    expect(await hook('admin', ['totp', 'password'])).toBe('issued');
    expect(await hook('client', ['otp'])).toBe('issued');
    // Only Auth calls it.
    const { error } = await client(backend.serviceRoleKey).rpc('custom_access_token_hook', { event: {} });
    expect(error).not.toBeNull();
  });

  it('a pending code for a staff account (as hosted Auth would mail one) opens no session', async () => {
    const admin = await staff();
    const code = '424242';
    const hash = (value: string) => createHash('sha256').update(value).digest('hex');
    await direct(
      `insert into auth.email_codes (user_id, code_hash, link_hash) values ('${admin.id}', '${hash(`${admin.id}:${code}`)}', '${hash(randomUUID())}')`,
    );
    const attempt = await client().auth.verifyOtp({ email: admin.email, token: code, type: 'email' });
    expect(attempt.data.session).toBeNull();
    expect(attempt.error).not.toBeNull();
  });

  it('an e-mail code session of staff cannot enrol the first factor (a client’s can)', async () => {
    const admin = await staff();
    const { userId: clientId, email: clientEmail } = await invitedClient();
    const codeSession = async (user: { id: string; email: string }, role: string) => {
      const session = randomUUID();
      await direct(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ('${session}', '${user.id}', now(), now(), 'aal1')`);
      await direct(
        `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id) values ('${session}', now(), now(), 'otp', gen_random_uuid())`,
      );
      const now = Math.floor(Date.now() / 1000);
      return signJwt({
        aud: 'authenticated',
        exp: now + 600,
        iat: now,
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'otp', timestamp: now }],
        session_id: session,
        app_metadata: { role },
      });
    };
    const enrol = async (token: string) =>
      fetch(`${backend.url}/auth/v1/factors`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ factor_type: 'totp' }),
      });
    const refused = await enrol(await codeSession(admin, 'admin'));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error_code: string }).error_code).toBe('reauthentication_needed');
    expect(await direct(`select id from auth.mfa_factors where user_id = '${admin.id}'`)).toEqual([]);
    expect((await enrol(await codeSession({ id: clientId, email: clientEmail }, 'client'))).status).toBe(200);
  });
});

describe('guessing codes (finding 2)', () => {
  it('25 wrong codes sent at once get 10 tries, and then neither the right code nor the link works', async () => {
    const { email } = await invitedClient();
    const { code, link } = await codeMailFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 25 }, async () => (await client().auth.verifyOtp({ email, token: wrong, type: 'email' })).error?.code),
    );
    expect(tally(answers)).toEqual({ otp_expired: 10, over_request_rate_limit: 15 });
    expect((await client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('over_request_rate_limit');
    const byLink = await client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'magiclink' });
    expect(byLink.error?.code).toBe('over_request_rate_limit');
  });

  it('the link’s token is a secret of its own: the hash of e-mail and code (GoTrue’s) opens nothing', async () => {
    const { email } = await invitedClient();
    const { code, link } = await codeMailFor(email);
    const token = link.searchParams.get('token_hash')!;
    const derived = createHash('sha224')
      .update(email + code)
      .digest('hex');
    expect(token).not.toBe(derived);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect((await client().auth.verifyOtp({ token_hash: derived, type: 'magiclink' })).error?.code).toBe('otp_expired');
    // Stored as a hash only: the database holds neither the code nor the link's token.
    const [stored] = await direct<{ code_hash: string; link_hash: string }>(
      `select code_hash, link_hash from auth.email_codes c join auth.users u on u.id = c.user_id where u.email = '${email}'`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(code);
    const signedIn = await client().auth.verifyOtp({ token_hash: token, type: 'magiclink' });
    expect(signedIn.error).toBeNull();
  });

  it('a code dies after 5 wrong tries, one after another', async () => {
    const { email } = await invitedClient();
    const { code } = await codeMailFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await client().auth.verifyOtp({ email, token: wrong, type: 'email' })).error?.code).toBe('otp_expired');
    expect((await client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('a code lives 10 minutes by default, as the e-mail says', async () => {
    const { email, userId } = await invitedClient();
    const { mail, code } = await codeMailFor(email);
    expect(mail.Text).toContain('Caduca en 10 minutos');
    await direct(`update auth.email_codes set sent_at = now() - interval '10 minutes 5 seconds' where user_id = '${userId}'`);
    expect((await client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // AUTH_OTP_MAX_FREQUENCY, 1 s here
    const again = await codeMailFor(email);
    await direct(`update auth.email_codes set sent_at = now() - interval '9 minutes 50 seconds' where user_id = '${userId}'`);
    expect((await client().auth.verifyOtp({ email, token: again.code, type: 'email' })).error).toBeNull();
  });
});

describe('who is a client (finding 5)', () => {
  it('a client, a stranger and a staff address get the same answer, in about the same time', async () => {
    const timings: Record<'client' | 'stranger', number[]> = { client: [], stranger: [] };
    for (let round = 0; round < 7; round++) {
      const { email } = await invitedClient();
      for (const [kind, address] of [
        ['client', email],
        ['stranger', unique('stranger')],
      ] as const) {
        const started = performance.now();
        const answer = await askCode(address);
        timings[kind].push(performance.now() - started);
        expect(answer, kind).toEqual({ status: 200, body: '{}' });
      }
    }
    expect(await askCode((await staff()).email)).toEqual({ status: 200, body: '{}' });
    const [client, stranger] = [median(timings.client), median(timings.stranger)];
    // Both paths send one e-mail: the difference is a database write, not a tell-tale.
    expect(Math.abs(client - stranger), `client ${client.toFixed(1)} ms, stranger ${stranger.toFixed(1)} ms`).toBeLessThan(Math.max(40, 0.5 * stranger));
  });

  it('a second request within the minute gets the same refusal for both', async () => {
    process.env.AUTH_OTP_MAX_FREQUENCY = '60';
    try {
      const { email } = await invitedClient();
      const stranger = unique('stranger');
      for (const address of [email, stranger]) expect((await askCode(address)).status).toBe(200);
      const [forClient, forStranger] = [await askCode(email), await askCode(stranger)];
      expect(forClient.status).toBe(429);
      expect(forStranger.status).toBe(forClient.status);
      expect(JSON.parse(forStranger.body).code).toBe(JSON.parse(forClient.body).code);
    } finally {
      process.env.AUTH_OTP_MAX_FREQUENCY = '1';
    }
  });
});

describe('what a backup holds (finding 6)', () => {
  it('no pending code, no token in auth.users, and TOTP secrets only sealed', async () => {
    const { email } = await invitedClient();
    await codeMailFor(email);
    const admin = await staff();
    const supabase = client();
    await supabase.auth.signInWithPassword({ email: admin.email, password: admin.password });
    const { data: factor } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const secret = factor!.totp.secret;
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect((await supabase.auth.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();
    // An old backup's kind of token, left in GoTrue's column.
    await direct(`update auth.users set recovery_token = 'pending-token-from-before' where email = '${email}'`);

    const q: Queryable = { query: <R>(text: string) => direct<R>(text) };
    const dump = await dumpData(q);
    expect(dump).toContain(admin.email);
    expect(dump).not.toMatch(/insert into "auth"\."email_codes"/);
    expect(dump).not.toContain('pending-token-from-before');
    expect(dump).not.toContain(secret);
    const [stored] = await direct<{ secret: string }>(`select secret from auth.mfa_factors where id = '${factor!.id}'`);
    expect(stored.secret).toMatch(/^enc:v1:/);
    expect(dump).toContain(stored.secret);
  });
});
