import assert from 'node:assert/strict';
import { BOOKING_TEXTS } from './booking-texts.ts';
import { composeEmail } from './compose.ts';
import { fold, invitation, madridLocal } from './ics.ts';
import type { ClaimedMessage } from './messages.ts';
import { LANGUAGES } from './texts.ts';

const settings = { siteUrl: 'https://site.example', firmRecipients: ['firma@example.com'] };
const booking = {
  id: 'b0000000-0000-4000-8000-000000000001',
  mode: 'video',
  practice_area: 'inheritance',
  starts_at: '2027-03-29T08:00:00Z', // 10:00 in Madrid (summer time since the night before)
  ends_at: '2027-03-29T08:45:00Z',
  name: 'Jane Booker',
  email: 'jane@example.co.uk',
  phone: '+44 7700 900123',
  description: 'Inheritance of a flat; <b>urgent</b>.',
  language: 'en',
  time_zone: 'Europe/London',
  meeting_url: 'https://meet.jit.si/MRAbogados-0123456789abcdef0123456789abcdef',
  lawyer_name: 'María Ribes Soler',
};
const message = (kind: ClaimedMessage['kind'], language = 'en', payload: Record<string, unknown> = {}): ClaimedMessage => ({
  id: crypto.randomUUID(),
  idempotency_key: `bookings:${booking.id}:${kind}`,
  kind,
  recipients: kind.endsWith('_firm') ? null : [booking.email],
  language,
  attempts: 1,
  request: { ...booking, language },
  payload,
  created_at: '2027-03-01T10:00:00Z',
});

Deno.test('every language has every booking text', () => {
  const keys = JSON.stringify(Object.keys(BOOKING_TEXTS.es));
  for (const language of LANGUAGES) assert.equal(JSON.stringify(Object.keys(BOOKING_TEXTS[language])), keys, language);
});

Deno.test('the confirmation has the time in Spain and in the visitor zone, the meeting link, the cancel link and the invitation', () => {
  const email = composeEmail(message('booking_ack', 'en', { manage_token: 'a'.repeat(64) }), settings);
  assert.match(email.subject, /^Appointment confirmed: 29 March 2027 at 10:00 CEST/);
  assert.ok(email.text.includes('In your time zone (Europe/London): 29 March 2027 at 09:00 BST.'));
  assert.ok(email.text.includes(booking.meeting_url));
  assert.ok(email.text.includes(`https://site.example/en/book-a-consultation?booking=${'a'.repeat(64)}`));
  const [ics] = email.attachments!;
  assert.equal(ics.filename, 'invite.ics');
  assert.match(ics.contentType, /^text\/calendar/);
  assert.ok(ics.content.includes('DTSTART;TZID=Europe/Madrid:20270329T100000\r\n'));
  assert.ok(ics.content.includes('DTEND;TZID=Europe/Madrid:20270329T104500\r\n'));
  assert.ok(ics.content.includes('METHOD:REQUEST'));
  assert.ok(ics.content.includes('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid'));
  assert.ok(ics.content.includes(`URL:${booking.meeting_url}`));
});

Deno.test('in Arabic the confirmation is right-to-left', () => {
  const email = composeEmail(message('booking_ack', 'ar', { manage_token: 'b'.repeat(64) }), settings);
  assert.ok(email.html.includes('<html lang="ar" dir="rtl">'));
  assert.ok(email.subject.startsWith('تأكيد الموعد'));
  assert.ok(email.text.includes('https://site.example/ar/book-a-consultation?booking='));
});

Deno.test('a cancellation removes the calendar entry; the firm is told in Spanish with the details', () => {
  const cancelled = composeEmail(message('booking_cancelled_ack'), settings);
  assert.ok(cancelled.attachments![0].content.includes('METHOD:CANCEL'));
  assert.ok(cancelled.attachments![0].content.includes(`UID:booking-${booking.id}@mrabogadosdenia.es`));
  const firm = composeEmail(message('booking_firm'), settings);
  assert.deepEqual(firm.to, ['firma@example.com']);
  assert.equal(firm.replyTo, booking.email);
  assert.match(firm.subject, /^Nueva cita reservada: Jane Booker/);
  assert.ok(firm.text.includes('Abogado/a: María Ribes Soler'));
  assert.ok(firm.text.includes('https://site.example/config-blogmr/citas?day=2027-03-29'));
  assert.ok(firm.html.includes('&lt;b&gt;urgent&lt;/b&gt;'));
});

Deno.test('invitation lines are folded at 75 octets without splitting a character', () => {
  const line = `DESCRIPTION:${'ñ'.repeat(60)}`;
  const folded = fold(line);
  for (const part of folded.split('\r\n')) assert.ok(new TextEncoder().encode(part).length <= 75);
  assert.equal(folded.replace(/\r\n /g, ''), line);
  assert.equal(madridLocal('2026-10-25T09:00:00Z'), '20261025T100000'); // CET again that morning
  const text = invitation({
    uid: 'x@y', start: '2026-12-01T09:00:00Z', end: '2026-12-01T09:45:00Z', title: 'A, B; C', description: 'line1\nline2',
    organizer: { name: 'Firm', email: 'f@x.es' }, method: 'REQUEST', sequence: 0,
  });
  assert.ok(text.includes('SUMMARY:A\\, B\\; C\r\n'));
  assert.ok(text.includes('DESCRIPTION:line1\\nline2\r\n'));
});

Deno.test('when the firm cancels, the visitor is told why, in their language', () => {
  const email = composeEmail(message('booking_cancelled_ack', 'de', { by_firm: true, reason: 'Die Anwältin ist krank.' }), settings);
  assert.ok(email.text.includes(BOOKING_TEXTS.de.firmCancelled.slice(0, 20)));
  assert.ok(email.text.includes('Grund: Die Anwältin ist krank.'));
  assert.ok(email.attachments![0].content.includes('METHOD:CANCEL'));
});
