import assert from 'node:assert/strict';

const includes = (text: string, part: string, message?: string) => assert.ok(text.includes(part), message ?? `expected to contain ${JSON.stringify(part)}`);
import siteData from '../_shared/site-data.json' with { type: 'json' };
import { composeEmail } from './compose.ts';
import { PermanentError, referenceOf, type ClaimedMessage } from './messages.ts';
import { ACK_TEXTS, LANGUAGES } from './texts.ts';

const settings = { siteUrl: 'https://site.example/', firmRecipients: ['firma@example.com'] };
const contact = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  name: 'Anna <b>Schmidt</b>',
  email: 'anna@example.de',
  phone: '+49 151 000000',
  consultation_format: 'video',
  practice_area: 'inheritance',
  message: 'Erbschaft in Dénia </script><script>alert(1)</script>\nZweite Zeile',
  language: 'de',
  consent_text_version: '2026-01',
  consent_at: '2026-11-25T09:00:00Z',
  created_at: '2026-11-25T09:00:00Z',
};
const message = (kind: ClaimedMessage['kind'], language: string, request: Record<string, unknown> | null = contact): ClaimedMessage => ({
  id: crypto.randomUUID(),
  idempotency_key: `x:${kind}`,
  kind,
  recipients: kind.endsWith('_ack') ? ['anna@example.de'] : null,
  language,
  attempts: 1,
  request,
  created_at: '2026-11-25T09:00:00Z',
});

Deno.test('every language has every acknowledgement text', () => {
  const keys = Object.keys(ACK_TEXTS.es).sort();
  for (const language of LANGUAGES) {
    assert.deepEqual(Object.keys(ACK_TEXTS[language]).sort(), keys, language);
    for (const [key, value] of Object.entries(ACK_TEXTS[language])) assert.ok(value.trim().length > 0, `${language}.${key}`);
  }
});

for (const language of LANGUAGES) {
  Deno.test(`the acknowledgement in ${language} is in that language, with reference, office hours and privacy notice`, () => {
    const email = composeEmail(message('contact_ack', language), settings);
    const reference = referenceOf(contact.id);
    assert.deepEqual(email.to, ['anna@example.de']);
    assert.deepEqual(email.replyTo, siteData.firm.email);
    includes(email.subject, reference);
    includes(email.html, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    for (const part of [email.text, email.html]) {
      includes(part, ACK_TEXTS[language].contactNext);
      includes(part, siteData.languages[language].schedule[0].replace('&', '&amp;'));
      includes(part, siteData.languages[language].privacy.title);
      includes(part, siteData.firm.phones[0]);
      // No more of the visitor's details than needed: not their message.
      assert.ok(!part.includes('Erbschaft'), 'the message text is not repeated to the visitor');
    }
  });
}

Deno.test('the firm notice is in Spanish with every field, the admin link and Reply-To the visitor', () => {
  const email = composeEmail(message('contact_firm', 'de'), settings);
  assert.deepEqual(email.to, ['firma@example.com']);
  assert.deepEqual(email.replyTo, 'anna@example.de');
  assert.deepEqual(email.language, 'es');
  includes(email.subject, 'Nueva consulta web');
  includes(email.text, 'Idioma de la página: Alemán (de)');
  includes(email.text, 'Área: Derecho sucesorio');
  includes(email.text, 'Cómo prefiere la consulta: Videoconsulta');
  includes(email.text, '+49 151 000000');
  includes(email.text, 'Erbschaft in Dénia </script><script>alert(1)</script>\nZweite Zeile');
  includes(email.text, `https://site.example/config-blogmr/cuestionario?request=${contact.id}`);
  includes(email.html, `href="https://site.example/config-blogmr/cuestionario?request=${contact.id}"`);
  // Values from the request are text, never markup.
  assert.ok(!email.html.includes('<script>'), 'no script tag from the request');
  includes(email.html, '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  includes(email.html, 'Anna &lt;b&gt;Schmidt&lt;/b&gt;');
});

Deno.test('a substitution acknowledgement names the hearing; the firm notice lists the request', () => {
  const substitution = {
    id: '8b1d0000-0000-4000-8000-000000000002',
    lawyer_name: 'Pierre Martin',
    colegio: 'ICAV',
    colegiado_number: '12345',
    email: 'pierre@example.fr',
    phone: '+33 6 00 00 00 00',
    court: 'Juzgado de Primera Instancia nº 2 de Dénia',
    city: 'Dénia',
    hearing_date: '2026-12-03',
    hearing_time: '10:30:00',
    procedure_type: 'Verbal',
    procurator_needed: true,
    notes: null,
    language: 'fr',
    consent_text_version: '2026-01',
    consent_at: '2026-11-25T09:00:00Z',
    created_at: '2026-11-25T09:00:00Z',
  };
  const ack = composeEmail(message('substitution_ack', 'fr', substitution), settings);
  includes(ack.text, '3 décembre 2026, 10:30');
  // The court is what the sender typed: not repeated to an unconfirmed address.
  assert.ok(!ack.text.includes('Juzgado') && !ack.text.includes('Pierre'), 'no typed text in the acknowledgement');
  const firmCopy = composeEmail(message('substitution_firm', 'fr', substitution), settings);
  includes(firmCopy.text, 'Juzgado de Primera Instancia nº 2 de Dénia');
  const firm = composeEmail(message('substitution_firm', 'fr', substitution), settings);
  includes(firm.text, 'Necesita procurador: Sí');
  includes(firm.text, `/config-blogmr/sustituciones?request=${substitution.id}`);
});

// The review's phishing attempt: a name carrying a lure, to someone else's address. The firm still
// sees it; the acknowledgement carries fixed text, dates and the reference only.
for (const language of LANGUAGES) {
  Deno.test(`an acknowledgement in ${language} repeats nothing the sender typed`, () => {
    const lure = 'Phish — your refund: https://evil.example/claim';
    const contactAck = composeEmail(message('contact_ack', language, { ...contact, name: lure, phone: '+34 600 000 000' }), settings);
    const substitutionAck = composeEmail(
      message('substitution_ack', language, { ...contact, lawyer_name: lure, court: lure, hearing_date: '2026-12-03', hearing_time: '10:30:00' }),
      settings,
    );
    for (const email of [contactAck, substitutionAck]) {
      for (const part of [email.subject, email.text, email.html]) {
        assert.ok(!part.includes('evil.example') && !part.includes('Phish'), `${language}: the lure is not repeated`);
        assert.ok(!part.includes('Erbschaft'), `${language}: the message is not repeated`);
      }
    }
    includes(contactAck.text, ACK_TEXTS[language].greeting);
  });
}

Deno.test('a message whose request was deleted fails for good', () => {
  assert.throws(() => composeEmail(message('contact_ack', 'es', null), settings), PermanentError);
});

Deno.test('a test e-mail goes to the configured recipients, or the default', () => {
  assert.deepEqual(composeEmail({ ...message('test', 'es', null), recipients: ['a@x.es'] }, settings).to, ['a@x.es']);
  assert.deepEqual(composeEmail(message('test', 'es', null), settings).to, ['firma@example.com']);
});
