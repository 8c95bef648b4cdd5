// Bad rows are refused by the database itself, with a message naming the broken rule.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, contactRequest } from './helpers.ts';

const validContact = contactRequest();

describe('constraints', () => {
  const submit = (request: Record<string, unknown>) => anonClient().rpc('submit_contact_request', { request });

  it('accepts a valid public contact request through the intake function (no read back)', async () => {
    const { error } = await submit(validContact);
    expect(error).toBeNull();
  });

  it.each([
    ['missing consent', { consent_given: false }, '23514', 'contact_requests_consent_required'],
    ['consent omitted', { consent_given: undefined }, '23514', 'contact_requests_consent_required'],
    ['wrong language code', { language: 'pt' }, '23514', 'contact_requests_language_supported'],
    ['message too long', { message: 'x'.repeat(5001) }, '22001', 'intake_too_long:message'],
    ['a short message padded with spaces', { message: `Hola, una consulta.${' '.repeat(5000)}` }, '22001', 'intake_too_long:message'],
    ['name too short', { name: 'A' }, '23514', 'contact_requests_name_length'],
    ['bad e-mail', { email: 'not-an-email' }, '23514', 'contact_requests_email_shape'],
    ['unknown practice area', { practice_area: 'tax' }, '23514', 'contact_requests_practice_area_valid'],
    ['unknown consultation format', { consultation_format: 'fax' }, '23514', 'contact_requests_consultation_format_valid'],
  ])('refuses a contact request with %s', async (_label, change, code, mentions) => {
    const row: Record<string, unknown> = { ...validContact, ...change };
    for (const key of Object.keys(row)) if (row[key] === undefined) delete row[key];
    const { error } = await submit(row);
    expect(error).not.toBeNull();
    expect(error!.code).toBe(code);
    expect(error!.message).toContain(mentions);
  });

  it('anon cannot insert directly, nor choose the status through the function', async () => {
    const { error } = await anonClient().from('contact_requests').insert(validContact);
    expect(error!.code).toBe('42501');
    const email = `estado-${Date.now()}@example.com`;
    expect((await submit({ ...validContact, email, status: 'answered' })).error).toBeNull();
    const { data } = await serviceClient().from('contact_requests').select('status').eq('email', email).single();
    expect(data!.status).toBe('new');
  });

  it('refuses a too long post title, a bad slug and a duplicate slug', async () => {
    const service = serviceClient();
    const long = await service.from('blog_posts').insert({ title: 't'.repeat(201), slug: 'long-title' });
    expect(long.error!.message).toContain('blog_posts_title_length');
    const slug = await service.from('blog_posts').insert({ title: 'Slug', slug: 'Not A Slug!' });
    expect(slug.error!.message).toContain('blog_posts_slug_format');
    const existing = await service.from('blog_posts').select('slug').limit(1).single();
    const dup = await service.from('blog_posts').insert({ title: 'Dup', slug: existing.data!.slug });
    expect(dup.error!.code).toBe('23505');
    expect(dup.error!.message).toContain('blog_posts_slug_key');
  });

  it('refuses an active testimonial without the client authorisation', async () => {
    const { error } = await serviceClient().from('testimonials').insert({ name: 'X', text: 'Y', active: true, client_authorised: false });
    expect(error!.message).toContain('testimonials_active_requires_authorisation');
  });

  it('refuses translations in an unknown language or namespace', async () => {
    const service = serviceClient();
    const lang = await service.from('translations').insert({ namespace: 'common', key: 'k', language: 'it', value: 'ciao' });
    expect(lang.error!.message).toContain('translations_language_supported');
    const ns = await service.from('translations').insert({ namespace: 'other', key: 'k', language: 'es', value: 'hola' });
    expect(ns.error!.message).toContain('translations_namespace_valid');
  });

  it('refuses a rejected substitution request without a reason and an unknown status', async () => {
    const service = serviceClient();
    const { data } = await service.from('substitution_requests').select('id').limit(1).single();
    const rejected = await service.from('substitution_requests').update({ status: 'rejected', rejection_reason: null }).eq('id', data!.id);
    expect(rejected.error!.message).toContain('substitution_requests_rejected_needs_reason');
    const unknown = await service.from('substitution_requests').update({ status: 'lost' }).eq('id', data!.id);
    expect(unknown.error!.message).toContain('substitution_requests_status_valid');
  });

  it('allows only one default language', async () => {
    const { error } = await serviceClient().from('language_settings').update({ is_default: true }).eq('language_code', 'en');
    expect(error!.code).toBe('23505');
  });
});
