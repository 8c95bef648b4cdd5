// The local mail catcher as the e2e specs read it (its Mailpit-compatible API, local-supabase/src/mail):
// wait for the one message matching, read its invitation with a calendar library.
import { expect } from '@playwright/test';
import ICAL from 'ical.js';
import { TEST_MAIL_URL } from './ports';

export interface MailSummary {
  ID: string;
  Subject: string;
  ReplyTo: Array<{ Address: string }>;
}
export interface MailDetail extends MailSummary {
  Text: string;
  HTML: string;
  Attachments: Array<{ FileName: string; PartID: string }>;
}

export async function mailTo(address: string): Promise<MailSummary[]> {
  const response = await fetch(`${TEST_MAIL_URL}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}

export const mailDetail = async (id: string): Promise<MailDetail> => (await fetch(`${TEST_MAIL_URL}/api/v1/message/${id}`)).json();

/** The one message matching, once it has arrived (at most a minute after what caused it). */
export async function arrived(address: string, filter: (message: MailSummary) => boolean = () => true): Promise<MailDetail> {
  let found: MailSummary[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).filter(filter);
        return found.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(1);
  return mailDetail(found[0].ID);
}

export function readInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    tzid: event.component.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    uid: event.uid,
    sequence: event.sequence,
  };
}

/** The attached invitation, read back. */
export async function invitationOf(mail: MailDetail) {
  const part = mail.Attachments.find((attachment) => attachment.FileName === 'invite.ics');
  expect(part, 'the invitation is attached').toBeTruthy();
  return readInvitation(await (await fetch(`${TEST_MAIL_URL}/api/v1/message/${mail.ID}/part/${part!.PartID}`)).text());
}
