// A client's e-mail sign-in code expires, as GoTrue's does (mailer_otp_exp, an hour on hosted
// projects; src/auth/otp.ts reads AUTH_OTP_EXPIRY per request): used after its expiry it answers
// otp_expired (403) and signs nobody in, and a new code works. Its own backend and mail catcher, so
// this file can shorten the expiry (and the 60 s between two e-mails) without touching the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../src/index.ts';
import { getFreePort } from '../../src/ports.ts';
import { codeIn, lastMailTo } from '../mail-inbox.ts';

let backend: LocalSupabase;
let dataDir: string;
const EXPIRY_SECONDS = 4;

const client = (key = backend.anonKey): SupabaseClient =>
  createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-otp-expiry-'));
  backend = await startLocalSupabase({
    port: await getFreePort(),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    quiet: true,
    mail: { smtpPort: await getFreePort(), httpPort: await getFreePort() },
  });
});

afterAll(async () => {
  delete process.env.AUTH_OTP_EXPIRY;
  delete process.env.AUTH_OTP_MAX_FREQUENCY;
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function invitedClient(): Promise<string> {
  const email = `firm-${Math.random().toString(36).slice(2, 10)}@test.local`;
  const password = `pw-${Math.random().toString(36)}`;
  const created = await client(backend.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
  if (created.error) throw created.error;
  const firm = client();
  const signedIn = await firm.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  const address = `client-${Math.random().toString(36).slice(2, 10)}@example.org`;
  const invited = await firm.rpc('invite_client', { email: address, full_name: 'Jane Harper', language: 'en' });
  if (invited.error) throw invited.error;
  return address;
}

async function codeFor(email: string): Promise<string> {
  const sent = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (sent.error) throw sent.error;
  return codeIn(await lastMailTo(backend.mailUrl!, email));
}

it('a code used after its expiry gets otp_expired and no session; a new code signs in', async () => {
  process.env.AUTH_OTP_EXPIRY = String(EXPIRY_SECONDS);
  process.env.AUTH_OTP_MAX_FREQUENCY = '1';
  const email = await invitedClient();
  const stale = await codeFor(email);
  await sleep((EXPIRY_SECONDS + 1) * 1000);

  const late = client();
  const refused = await late.auth.verifyOtp({ email, token: stale, type: 'email' });
  expect(refused.error?.code).toBe('otp_expired');
  expect(refused.error?.status).toBe(403);
  expect(refused.data.session).toBeNull();
  expect((await late.auth.getSession()).data.session).toBeNull();

  // A new code, used within its validity: the client is in (the old one was refused for its age alone).
  const fresh = await codeFor(email);
  const accepted = await client().auth.verifyOtp({ email, token: fresh, type: 'email' });
  expect(accepted.error).toBeNull();
  expect(accepted.data.user?.app_metadata.role).toBe('client');
});
