// The public forms' way in (supabase/migrations/20261124130000_public_intake.sql): raw length limits,
// the anti-spam field checked on the server, rate limits per sender e-mail and per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, contactRequest } from '../helpers.ts';

const contact = contactRequest;

const substitution = (email: string) => ({
  lawyer_name: 'Letrada Prueba',
  colegio: 'ICA Alicante',
  colegiado_number: '1234',
  email,
  phone: '+34 965 000 000',
  court: 'Juzgado de Primera Instancia n.º 1 de Dénia',
  city: 'Dénia',
  hearing_date: '2099-03-15',
  hearing_time: '10:30',
  procedure_type: 'Juicio verbal',
  procurator_needed: false,
  language: 'es',
  consent_given: true,
  consent_text_version: '2026-01',
});

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const submitContact = (request: Record<string, unknown>, headers: Record<string, string> = {}) =>
  anonClient()
    .rpc('submit_contact_request', { request })
    .setHeader('x-forwarded-for', headers['x-forwarded-for'] ?? '');
const stored = async (table: string, email: string) => (await serviceClient().from(table).select('id').eq('email', email)).data?.length ?? 0;

let previous: { per_email_per_hour: number; per_address_per_hour: number };

beforeAll(async () => {
  const { data } = await serviceClient().from('intake_settings').select('per_email_per_hour, per_address_per_hour').single();
  previous = data!;
});

afterAll(async () => {
  await serviceClient().from('intake_settings').update(previous).eq('id', true);
});

describe('public intake', () => {
  it('stores a valid contact and a valid substitution request, with the server stamping consent', async () => {
    const email = unique('ok');
    expect((await submitContact(contact(email))).error).toBeNull();
    const subEmail = unique('ok-sub');
    expect((await anonClient().rpc('submit_substitution_request', { request: substitution(subEmail) })).error).toBeNull();
    const { data } = await serviceClient().from('contact_requests').select('status, consent_at').eq('email', email).single();
    expect(data!.status).toBe('new');
    expect(data!.consent_at).not.toBeNull();
    expect(await stored('substitution_requests', subEmail)).toBe(1);
  });

  it('refuses 10 MB in one field before storing anything, naming the field', async () => {
    const email = unique('huge');
    const { error, status } = await submitContact({ ...contact(email), message: 'x'.repeat(10 * 1024 * 1024) });
    expect(status).toBe(400);
    expect(error!.message).toBe('intake_too_long:message');
    const sub = await anonClient().rpc('submit_substitution_request', { request: { ...substitution(email), notes: ' '.repeat(50_000) } });
    expect(sub.error!.message).toBe('intake_too_long:notes');
    expect(await stored('contact_requests', email)).toBe(0);
  });

  it('stores nothing when the anti-spam field is filled, and tells the bot nothing', async () => {
    const email = unique('bot');
    const { error } = await submitContact({ ...contact(email), website: 'http://spam.example' });
    expect(error).toBeNull();
    expect(await stored('contact_requests', email)).toBe(0);
  });

  it('allows 5 requests an hour per sender e-mail; the sixth gets 429 and is not stored', async () => {
    await serviceClient().from('intake_settings').update({ per_email_per_hour: 5, per_address_per_hour: 1_000_000 }).eq('id', true);
    const email = unique('often');
    for (let i = 0; i < 5; i++) expect((await submitContact({ ...contact(email), message: `Consulta número ${i + 1} de hoy.` })).error).toBeNull();
    const sixth = await submitContact({ ...contact(email.toUpperCase()), message: 'Sexta consulta del día.' });
    expect(sixth.status).toBe(429);
    expect(sixth.error!.message).toBe('intake_rate_limited_email');
    expect(await stored('contact_requests', email)).toBe(5);
  });

  // PGlite runs one query at a time; PostgreSQL (npm test runs this file on both) runs these at once:
  // count-then-insert let 11-12 of 29 through before the limit took a lock (#46).
  it('29 requests from one e-mail sent at once: exactly 5 are stored, 24 get 429', async () => {
    await serviceClient().from('intake_settings').update({ per_email_per_hour: 5, per_address_per_hour: 1_000_000 }).eq('id', true);
    const email = unique('burst');
    const answers = await Promise.all(
      Array.from({ length: 29 }, (_, i) => submitContact({ ...contact(email), message: `Consulta en ráfaga número ${i + 1}.` })),
    );
    expect(answers.filter((answer) => !answer.error)).toHaveLength(5);
    expect(answers.filter((answer) => answer.error?.message === 'intake_rate_limited_email')).toHaveLength(24);
    expect(await stored('contact_requests', email)).toBe(5);
  });

  it('50 requests from one address with 50 e-mails sent at once: exactly the address limit is stored', async () => {
    await serviceClient().from('intake_settings').update({ per_email_per_hour: 5, per_address_per_hour: 1_000_000 }).eq('id', true);
    // What this machine's address has already logged this hour, plus 7.
    const before = (
      await serviceClient()
        .from('intake_log')
        .select('id', { count: 'exact', head: true })
        .gt('created_at', new Date(Date.now() - 3_600_000).toISOString())
    ).count!;
    await serviceClient()
      .from('intake_settings')
      .update({ per_address_per_hour: before + 7 })
      .eq('id', true);
    const emails = Array.from({ length: 50 }, (_, i) => unique(`address-burst-${i}`));
    const answers = await Promise.all(emails.map((email) => submitContact(contact(email))));
    expect(answers.filter((answer) => !answer.error)).toHaveLength(7);
    expect(answers.filter((answer) => answer.error?.message === 'intake_rate_limited_address')).toHaveLength(43);
    await serviceClient().from('intake_settings').update({ per_address_per_hour: 1_000_000 }).eq('id', true);
  });

  it('limits requests per client address too, whatever the e-mail', async () => {
    await serviceClient().from('intake_settings').update({ per_email_per_hour: 5, per_address_per_hour: 3 }).eq('id', true);
    // local-supabase, like a gateway, takes the address from the connection, not from the client's header:
    // a spoofed X-Forwarded-For does not get a fresh allowance.
    const results: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { status } = await submitContact(contact(unique(`address-${i}`)), { 'x-forwarded-for': `203.0.113.${i}` });
      results.push(status);
    }
    expect(results.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    const { status, error } = await submitContact(contact(unique('address-last')));
    expect(status).toBe(429);
    expect(error!.message).toBe('intake_rate_limited_address');
  });

  it('the intake log keeps hashes only and is not readable through the API', async () => {
    const { data } = await anonClient().from('intake_log').select('*');
    expect(data ?? []).toEqual([]);
    const { data: rows } = await serviceClient().from('intake_log').select('email_hash, address_hash').limit(1);
    expect(rows![0].email_hash).toMatch(/^[0-9a-f]{32}$/);
  });
});
