// Every enquiry reaches the firm and the visitor: a request written through the public intake
// functions queues two e-mails (outbox), the webhook runs the deliver-outbox Edge Function under Deno,
// and it sends them over SMTP to the mail catcher, whose Mailpit-style API the test reads.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_OUTBOX_WEBHOOK_SECRET } from '../keys.mjs';
import { startMailCatcher, type MailCatcher } from '../src/mail/catcher.ts';
import { anonClient, contactRequest, createUser, serviceClient, signedInClient, url } from './helpers.ts';

let catcher: MailCatcher | undefined;
const inbox = () => `http://127.0.0.1:${inject('mailHttpPort')}`;
const startCatcher = async () => {
  catcher = await startMailCatcher({ smtpPort: inject('mailSmtpPort'), httpPort: inject('mailHttpPort') });
};

interface Summary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
  ReplyTo: Array<{ Address: string }>;
}

async function messagesTo(address: string): Promise<Summary[]> {
  const response = await fetch(`${inbox()}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  return ((await response.json()) as { messages: Summary[] }).messages;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const message = async (id: string) => (await fetch(`${inbox()}/api/v1/message/${id}`)).json();

async function outboxOf(requestId: string) {
  const { data, error } = await serviceClient().from('outbox').select('*').eq('request_id', requestId).order('kind');
  if (error) throw error;
  return data;
}

async function requestIdByEmail(table: string, email: string): Promise<string> {
  const { data, error } = await serviceClient().from(table).select('id').eq('email', email).single();
  if (error) throw error;
  return data.id;
}

beforeAll(startCatcher);
afterAll(() => catcher?.close());

describe('notifications of a contact request', () => {
  it('reach the visitor in the language of the page and the firm in Spanish, each once', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.de`;
    const request = { ...contactRequest(email), language: 'de', message: 'Ich brauche Hilfe mit einer Erbschaft in Dénia.' };
    const { error } = await anonClient().rpc('submit_contact_request', { request });
    expect(error).toBeNull();
    const id = await requestIdByEmail('contact_requests', email);

    const [ack] = await waitFor('the acknowledgement', async () => {
      const found = await messagesTo(email);
      return found.length ? found : undefined;
    });
    const ackDetail = await message(ack.ID);
    expect(ackDetail.Subject).toMatch(/^Wir haben Ihre Anfrage erhalten/);
    expect(ackDetail.HTML).toContain('<html lang="de" dir="ltr">');
    expect(ackDetail.Text).toContain(id.replace(/-/g, '').slice(0, 8).toUpperCase());
    expect(ackDetail.Text).not.toContain('Erbschaft'); // no more of their details than needed

    const firm = await waitFor('the firm notice', async () => {
      const found = (await messagesTo('info@mrabogadosdenia.es')).filter((m) => m.ReplyTo[0]?.Address === email);
      return found.length ? found : undefined;
    });
    expect(firm).toHaveLength(1);
    const firmDetail = await message(firm[0].ID);
    expect(firmDetail.Subject).toMatch(/^Nueva consulta web: Ana Pérez/);
    expect(firmDetail.Text).toContain('Ich brauche Hilfe mit einer Erbschaft in Dénia.');
    expect(firmDetail.Text).toContain('Idioma de la página: Alemán (de)');
    expect(firmDetail.Text).toContain(`http://site.test/config-blogmr/cuestionario?request=${id}`);

    const rows = await outboxOf(id);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['contact_ack', 'sent', 1],
      ['contact_firm', 'sent', 1],
    ]);
    expect(await messagesTo(email)).toHaveLength(1);
  });

  it('an Arabic acknowledgement is right-to-left', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.ae`;
    expect((await anonClient().rpc('submit_contact_request', { request: { ...contactRequest(email), language: 'ar' } })).error).toBeNull();
    const [ack] = await waitFor('the acknowledgement', async () => {
      const found = await messagesTo(email);
      return found.length ? found : undefined;
    });
    expect((await message(ack.ID)).HTML).toContain('<html lang="ar" dir="rtl">');
  });

  it('wait while the mail server is down and arrive exactly once when it is back', async () => {
    await catcher!.close();
    const email = `patient-${randomUUID().slice(0, 8)}@example.fr`;
    expect((await anonClient().rpc('submit_contact_request', { request: { ...contactRequest(email), language: 'fr' } })).error).toBeNull();
    const id = await requestIdByEmail('contact_requests', email);
    const failed = await waitFor('a failed first attempt', async () => {
      const rows = await outboxOf(id);
      return rows.every((row) => row.status === 'retrying') ? rows : undefined;
    });
    expect(failed.every((row) => row.last_error)).toBe(true);

    await startCatcher();
    await waitFor('both messages sent', async () => ((await outboxOf(id)).every((row) => row.status === 'sent') ? true : undefined), 75_000);
    expect(await messagesTo(email)).toHaveLength(1);
    const firm = (await messagesTo('info@mrabogadosdenia.es')).filter((m) => m.ReplyTo[0]?.Address === email);
    expect(firm).toHaveLength(1);
  }, 120_000);
});

describe('notifications of a substitution request', () => {
  it('reach the requesting lawyer and the firm', async () => {
    const email = `colega-${randomUUID().slice(0, 8)}@icav.es`;
    const hearing = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const request = {
      lawyer_name: 'Laura Gómez',
      colegio: 'ICAV',
      colegiado_number: '12345',
      email,
      phone: '+34 600 222 333',
      court: 'Juzgado de Primera Instancia nº 2 de Dénia',
      city: 'Dénia',
      hearing_date: hearing,
      hearing_time: '10:30',
      procedure_type: 'Juicio verbal',
      procurator_needed: false,
      language: 'es',
      consent_given: true,
      consent_text_version: '2026-01',
    };
    expect((await anonClient().rpc('submit_substitution_request', { request })).error).toBeNull();
    const [ack] = await waitFor('the acknowledgement', async () => {
      const found = await messagesTo(email);
      return found.length ? found : undefined;
    });
    expect(ack.Subject).toMatch(/^Hemos recibido su solicitud de sustitución/);
    const firm = await waitFor('the firm notice', async () => {
      const found = (await messagesTo('info@mrabogadosdenia.es')).filter((m) => m.ReplyTo[0]?.Address === email);
      return found.length ? found : undefined;
    });
    const detail = await message(firm[0].ID);
    expect(detail.Subject).toContain('Nueva solicitud de sustitución: Juzgado de Primera Instancia nº 2 de Dénia');
    expect(detail.Text).toContain('/config-blogmr/sustituciones?request=');
  });
});

describe('booking e-mails', () => {
  it('confirm in the visitor language with a calendar invitation and a meeting link, and tell the firm', async () => {
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const { data: slots } = await anonClient().rpc('free_booking_slots', { booking_mode: 'video', from_day: from, to_day: to });
    const slot = (slots as Array<{ starts_at: string; ends_at: string }>)[0];
    const email = `booker-${randomUUID().slice(0, 8)}@example.co.uk`;
    const { data, error } = await anonClient().rpc('book_consultation', {
      request: {
        mode: 'video',
        practice_area: 'immigration',
        starts_at: slot.starts_at,
        name: 'Jane Booker',
        email,
        description: 'Residence permit renewal for my family.',
        language: 'en',
        time_zone: 'Europe/London',
        consent_given: true,
        consent_text_version: 'test',
      },
    });
    expect(error).toBeNull();
    const booked = data as { id: string; meeting_url: string; manage_token: string };
    try {
      const [confirmation] = await waitFor('the confirmation', async () => {
        const found = await messagesTo(email);
        return found.length ? found : undefined;
      });
      const detail = await message(confirmation.ID);
      expect(detail.Subject).toMatch(/^Appointment confirmed:/);
      expect(detail.Text).toContain(booked.meeting_url);
      expect(detail.Text).toContain(`/en/book-a-consultation?booking=${booked.manage_token}`);
      const attachment = detail.Attachments.find((part: { FileName: string }) => part.FileName === 'invite.ics');
      expect(attachment.ContentType).toMatch(/^text\/calendar/);
      const ics = await (await fetch(`${inbox()}/api/v1/message/${confirmation.ID}/part/${attachment.PartID}`)).text();
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const timezone = calendar.getFirstSubcomponent('vtimezone')!;
      ICAL.TimezoneService.register(timezone);
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Madrid');
      expect(event.startDate.zone.tzid).toBe('Europe/Madrid');
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slot.starts_at).toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(new Date(slot.ends_at).toISOString());

      const firm = await waitFor('the firm notice', async () => {
        const found = (await messagesTo('info@mrabogadosdenia.es')).filter((m) => m.ReplyTo[0]?.Address === email);
        return found.length ? found : undefined;
      });
      expect(firm[0].Subject).toMatch(/^Nueva cita reservada: Jane Booker/);
    } finally {
      await serviceClient().from('bookings').delete().eq('id', booked.id);
    }
  });
});

describe('the admin side', () => {
  it('admins send a test e-mail to the configured recipients and resend a notification; others cannot', async () => {
    const admin = await createUser({ admin: true });
    const adminClient = await signedInClient(admin.email, admin.password);
    const recipient = `socia-${randomUUID().slice(0, 8)}@example.com`;
    expect((await adminClient.from('notification_recipients').insert({ email: recipient })).error).toBeNull();
    try {
      const { data: testId, error } = await adminClient.rpc('send_test_notification');
      expect(error).toBeNull();
      const [test] = await waitFor('the test e-mail', async () => {
        const found = await messagesTo(recipient);
        return found.length ? found : undefined;
      });
      expect(test.Subject).toMatch(/^Correo de prueba/);

      const { data: copyId, error: resendError } = await adminClient.rpc('resend_notification', { notification_id: testId });
      expect(resendError).toBeNull();
      expect(copyId).not.toBe(testId);
      await waitFor('the resent e-mail', async () => ((await messagesTo(recipient)).length === 2 ? true : undefined));

      const user = await createUser();
      const userClient = await signedInClient(user.email, user.password);
      for (const client of [anonClient(), userClient]) {
        expect((await client.rpc('send_test_notification')).error).not.toBeNull();
        expect((await client.rpc('resend_notification', { notification_id: testId })).error).not.toBeNull();
        for (const fn of ['claim_outbox', 'finish_outbox']) {
          expect((await client.rpc(fn, { message_id: testId, delivered: true })).error, fn).not.toBeNull();
        }
      }
    } finally {
      await serviceClient().from('notification_recipients').delete().eq('email', recipient);
    }
  });
});

describe('the deliver-outbox function', () => {
  it('answers only callers with the webhook secret', async () => {
    const call = (headers: Record<string, string>) => fetch(`${url()}/functions/v1/deliver-outbox`, { method: 'POST', headers, body: '{}' });
    expect((await call({})).status).toBe(401);
    expect((await call({ 'x-outbox-secret': 'guess' })).status).toBe(401);
    const ok = await call({ 'x-outbox-secret': LOCAL_OUTBOX_WEBHOOK_SECRET });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(expect.objectContaining({ sent: expect.any(Number), failed: expect.any(Number) }));
  });

  it('a function that does not exist is a 404', async () => {
    expect((await fetch(`${url()}/functions/v1/no-such-function`, { method: 'POST' })).status).toBe(404);
  });
});
