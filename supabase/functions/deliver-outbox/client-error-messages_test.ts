import assert from 'node:assert/strict';
import siteData from '../_shared/site-data.json' with { type: 'json' };
import { composeEmail } from './compose.ts';
import type { ClaimedMessage } from './messages.ts';
import { LANGUAGES } from './texts.ts';

const settings = { siteUrl: 'https://site.example', firmRecipients: ['firma@example.com'] };
const alert = (language: string, reason: 'new' | 'rise' = 'new'): ClaimedMessage => ({
  id: crypto.randomUUID(),
  idempotency_key: `client-error:1:${reason}:2027-03-01`,
  kind: 'client_error_alert',
  recipients: null,
  language,
  attempts: 1,
  request: null,
  payload: { reason, error_kind: 'error', message: 'TypeError: <b>x</b> is undefined', path: '/en/contact', occurrences: 42 },
  created_at: '2027-03-01T10:00:00Z',
});

Deno.test('a client-error alert goes to the technical contact, in each of the seven languages, with the admin list linked', () => {
  const subjects = new Set<string>();
  for (const language of LANGUAGES) {
    const email = composeEmail(alert(language), settings);
    subjects.add(email.subject);
    assert.equal(email.language, language);
    assert.deepEqual(email.to, [siteData.firm.technicalEmail]);
    assert.match(email.text, /https:\/\/site\.example\/config-blogmr\/errores/);
    assert.match(email.text, /\/en\/contact/);
    assert.match(email.text, /42/);
  }
  assert.equal(subjects.size, LANGUAGES.length);
  assert.match(composeEmail(alert('ar'), settings).html, /dir="rtl"/);
});

Deno.test('a rise says so; the browser’s message is escaped; TECHNICAL_CONTACT_TO overrides the address', () => {
  const email = composeEmail(alert('es', 'rise'), { ...settings, technicalRecipients: ['ops@example.com'] });
  assert.equal(email.subject, 'Aumento repentino de un error en la web');
  assert.deepEqual(email.to, ['ops@example.com']);
  assert.doesNotMatch(email.html, /<b>x<\/b>/);
  assert.match(email.html, /&lt;b&gt;x&lt;\/b&gt;/);
});
