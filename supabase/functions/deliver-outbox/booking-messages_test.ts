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
    uid: 'x@y',
    start: '2026-12-01T09:00:00Z',
    end: '2026-12-01T09:45:00Z',
    title: 'A, B; C',
    description: 'line1\nline2',
    organizer: { name: 'Firm', email: 'f@x.es' },
    method: 'REQUEST',
    sequence: 0,
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

Deno.test('a move sends the updated invitation (same UID, higher SEQUENCE) and the new link; a firm move says why', () => {
  const moved = { ...booking, sequence: 2 };
  const byVisitor = composeEmail(
    {
      ...message('booking_moved_ack', 'en', { manage_token: 'c'.repeat(64), previous_starts_at: '2027-03-28T08:00:00Z', by_firm: false }),
      request: { ...moved, language: 'en' },
    },
    settings,
  );
  assert.match(byVisitor.subject, /^Appointment moved: 29 March 2027 at 10:00 CEST/);
  assert.ok(byVisitor.text.includes('The previous time, 28 March 2027 at 10:00 CEST, has been released.'));
  assert.ok(byVisitor.text.includes(`https://site.example/en/book-a-consultation?booking=${'c'.repeat(64)}`));
  const ics = byVisitor.attachments![0].content;
  assert.ok(ics.includes(`UID:booking-${booking.id}@mrabogadosdenia.es`));
  assert.ok(ics.includes('SEQUENCE:2\r\n'));
  assert.ok(ics.includes('METHOD:REQUEST'));
  const cancelAfterMoves = composeEmail({ ...message('booking_cancelled_ack'), request: { ...moved, language: 'en' } }, settings);
  assert.ok(cancelAfterMoves.attachments![0].content.includes('SEQUENCE:3\r\n'));

  const byFirm = composeEmail(
    {
      ...message('booking_moved_ack', 'fr', {
        manage_token: 'd'.repeat(64),
        previous_starts_at: '2027-03-28T08:00:00Z',
        by_firm: true,
        reason: "L'avocate a une audience.",
      }),
      request: { ...moved, language: 'fr' },
    },
    settings,
  );
  assert.ok(byFirm.text.includes('Nous avons dû déplacer votre consultation'));
  assert.ok(byFirm.text.includes("Motif: L'avocate a une audience."));
  const firm = composeEmail(message('booking_moved_firm', 'es', { previous_starts_at: '2027-03-28T08:00:00Z' }), settings);
  assert.match(firm.subject, /^Cita cambiada por el cliente: Jane Booker/);
  assert.ok(firm.text.includes('antes era el 28 de marzo de 2027'));
});

Deno.test('when the firm declines, the visitor reads that it cannot be taken, and why', () => {
  const email = composeEmail(message('booking_cancelled_ack', 'ru', { by_firm: true, declined: true, reason: 'Конфликт интересов.' }), settings);
  assert.ok(email.subject.startsWith('К сожалению, мы не можем провести консультацию'));
  assert.ok(email.text.includes('Причина: Конфликт интересов.'));
});
