// CAPTCHA on a hosted project's forms (supabase/migrations/*_intake_abuse.sql): with captcha_required
// on, the forms' database functions take requests only from the public-intake Edge Function (service
// role, after Turnstile; its check is tested in supabase/functions/public-intake), which vouches for the
// visitor's address. Off, as locally, the forms call them directly.
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, contactRequest, serviceClient } from '../helpers.ts';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

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
});
