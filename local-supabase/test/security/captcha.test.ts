// CAPTCHA on a hosted project's forms (supabase/migrations/*_intake_abuse.sql): with captcha_required
// on, the forms' database functions take requests only from the public-intake Edge Function (service
// role, after Turnstile; its check is tested in supabase/functions/public-intake), which vouches for the
// visitor's address. Off, as locally, the forms call them directly. public-intake without its secret
// refuses while CAPTCHA is required (it cannot check anyone), unless the local-only flag says otherwise.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../keys.mjs';
import { anonClient, contactRequest, serviceClient, url } from '../helpers.ts';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** POST /functions/v1/public-intake as the forms send it, here without a Turnstile token. */
const throughIntakeFunction = (email: string) =>
  fetch(`${url()}/functions/v1/public-intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
    body: JSON.stringify({ form: 'contact', request: contactRequest(email) }),
  });

const storedRequests = async (email: string) => (await serviceClient().from('contact_requests').select('id').eq('email', email).throwOnError()).data ?? [];

afterAll(async () => {
  await serviceClient().from('intake_settings').update({ captcha_required: false }).eq('id', true);
});

describe('CAPTCHA gate', () => {
  it('refuses the forms called directly while CAPTCHA is required; the intake function gets through', async () => {
    await serviceClient().from('intake_settings').update({ captcha_required: true }).eq('id', true).throwOnError();
    const direct = await anonClient().rpc('submit_contact_request', { request: contactRequest(unique('direct')) });
    expect([direct.status, direct.error?.message]).toEqual([403, 'intake_captcha_required']);
    const email = unique('vouched');
    const vouched = await serviceClient()
      .rpc('submit_contact_request', { request: contactRequest(email) })
      .setHeader('x-intake-client-address', '198.51.100.4');
    expect(vouched.error).toBeNull();
    // The visitor's address, not the function's, is what the per-address limit counts.
    const { data } = await serviceClient().from('intake_log').select('address_hash').order('id', { ascending: false }).limit(1).single();
    expect(data!.address_hash).toBe((await import('node:crypto')).createHash('md5').update('198.51.100.4').digest('hex'));
  });

  it('lets the forms call directly when CAPTCHA is off (the local default)', async () => {
    await serviceClient().from('intake_settings').update({ captcha_required: false }).eq('id', true).throwOnError();
    expect((await anonClient().rpc('submit_contact_request', { request: contactRequest(unique('off')) })).error).toBeNull();
  });

  it('public-intake without TURNSTILE_SECRET_KEY answers 503 and stores nothing while CAPTCHA is required', async () => {
    expect(process.env.TURNSTILE_SECRET_KEY ?? '', 'this backend must run without a Turnstile secret').toBe('');
    await serviceClient().from('intake_settings').update({ captcha_required: true }).eq('id', true).throwOnError();
    const email = unique('no-secret');
    const response = await throughIntakeFunction(email);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'intake_captcha_unavailable' });
    expect(await storedRequests(email)).toEqual([]);
    const { data: outbox } = await serviceClient().from('outbox').select('id').contains('recipients', [email]).throwOnError();
    expect(outbox).toEqual([]);
  });

  it('public-intake without a secret still forwards while CAPTCHA is off (the local set-up with a site key)', async () => {
    await serviceClient().from('intake_settings').update({ captcha_required: false }).eq('id', true).throwOnError();
    const email = unique('no-secret-off');
    expect((await throughIntakeFunction(email)).ok).toBe(true);
    expect(await storedRequests(email)).toHaveLength(1);
  });
});
