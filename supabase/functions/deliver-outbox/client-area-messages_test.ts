import assert from 'node:assert/strict';
import { composeEmail } from './compose.ts';
import type { ClaimedMessage } from './messages.ts';
import { LANGUAGES } from './texts.ts';

const settings = { siteUrl: 'https://site.example', firmRecipients: ['firma@example.com'] };
const matter = 'c0000000-0000-4000-8000-000000000001';
const news = (language: string): ClaimedMessage => ({
  id: crypto.randomUUID(),
  idempotency_key: `matters:${matter}:matter_updates:1`,
  kind: 'client_area_news',
  recipients: ['client@example.org'],
  language,
  attempts: 1,
  request: null,
  payload: { matter_id: matter },
  created_at: '2027-03-01T10:00:00Z',
});

Deno.test('a client-area notice links to the matter in the client’s language and carries no content', () => {
  const subjects = new Set<string>();
  for (const language of LANGUAGES) {
    const email = composeEmail(news(language), settings);
    subjects.add(email.subject);
    assert.equal(email.language, language);
    assert.deepEqual(email.to, ['client@example.org']);
    assert.match(email.text, new RegExp(`https://site\\.example(/${language})?/[a-z-]+/${matter}`));
    // Only what the outbox row holds can reach the e-mail: an id, never a title, an update or a message.
    assert.doesNotMatch(email.text, /Herencia|update|actualización/i);
  }
  assert.equal(subjects.size, LANGUAGES.length);
  assert.match(composeEmail(news('ar'), settings).html, /dir="rtl"/);
  assert.match(composeEmail(news('es'), settings).text, /https:\/\/site\.example\/area-clientes\//);
  assert.match(composeEmail(news('de'), settings).text, /https:\/\/site\.example\/de\/mandantenbereich\//);
});

Deno.test('the firm hears, in Spanish, that a client wrote or uploaded, with a link to the matter in the admin', () => {
  const email = composeEmail({ ...news('en'), kind: 'client_area_firm', recipients: null }, settings);
  assert.equal(email.language, 'es');
  assert.deepEqual(email.to, ['firma@example.com']);
  assert.match(email.text, new RegExp(`/config-blogmr/clientes/${matter}`));
});
