// Security review, mailto injection: an e-mail address that would add recipients or a body to a
// mailto: link (or a header to a mail) is refused by the database, whichever way it arrives.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, contactRequest } from '../helpers.ts';

const contact = contactRequest;

describe('e-mail shape', () => {
  it.each([
    ['a mailto query', 'ana@example.com?bcc=x%40evil.example&body=hola'],
    ['two addresses', 'ana@example.com,otro@example.com'],
    ['a header break', 'ana@example.com\r\nBcc: x@evil.example'],
    ['angle brackets', '<ana@example.com>'],
  ])('refuses an address with %s', async (_label, email) => {
    const { error } = await anonClient().rpc('submit_contact_request', { request: contact(email) });
    expect(error?.message).toContain('contact_requests_email_shape');
    const direct = await serviceClient().from('substitution_requests').insert({
      lawyer_name: 'Letrada',
      colegio: 'ICA Alicante',
      colegiado_number: '1',
      email,
      phone: '+34 600 000 000',
      court: 'Juzgado',
      city: 'Dénia',
      hearing_date: '2099-01-01',
      hearing_time: '10:00',
      procedure_type: 'Verbal',
      language: 'es',
      consent_given: true,
      consent_text_version: '2026-01',
    });
    expect(direct.error?.message).toContain('substitution_requests_email_shape');
  });

  it('still takes ordinary and international addresses', async () => {
    for (const email of [`ana.perez+bufete-${Date.now()}@sub.example.es`, `jürgen-${Date.now()}@münchen.de`]) {
      expect((await anonClient().rpc('submit_contact_request', { request: contact(email) })).error).toBeNull();
    }
  });
});
