// The booking e-mails: to the visitor in their language (confirmation with the calendar invitation, the
// meeting link or the address, and the link to move or cancel; the reminder; a move, with the updated
// invitation; the cancellation or the firm declining), and to the firm in Spanish.
import siteData from '../_shared/site-data.json' with { type: 'json' };
import { BOOKING_TEXTS } from './booking-texts.ts';
import { invitation } from './ics.ts';
import {
  asLanguage,
  type ClaimedMessage,
  type Email,
  fill,
  FIRM,
  formatDateTime,
  languageNameEs,
  type MessageSettings,
  officeSection,
  privacySection,
  referenceOf,
  render,
  requestOf,
  type Section,
} from './messages.ts';
import { ACK_TEXTS } from './texts.ts';

type Mode = 'office' | 'phone' | 'video';

/** YYYY-MM-DD of an instant in Madrid (the admin's calendar days). */
const madridDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

const domain = () => new URL(FIRM.website).hostname.replace(/^www\./, '');

/** The date in another time zone, named, when the visitor is not in Spain. */
function inZone(iso: string, language: ReturnType<typeof asLanguage>, zone: string): string | undefined {
  if (!zone || zone === 'Europe/Madrid') return undefined;
  try {
    return formatDateTime(iso, language, zone);
  } catch {
    return undefined; // an unknown zone name: the Spanish time is enough
  }
}

function calendarFile(booking: Record<string, unknown>, method: 'REQUEST' | 'CANCEL', language: ReturnType<typeof asLanguage>) {
  const texts = BOOKING_TEXTS[language];
  const mode = booking.mode as Mode;
  const content = invitation({
    uid: `booking-${booking.id}@${domain()}`,
    start: String(booking.starts_at),
    end: String(booking.ends_at),
    title: fill(texts.eventTitle, { firm: FIRM.name }),
    description: [texts.modes[mode], booking.meeting_url ? String(booking.meeting_url) : ''].filter(Boolean).join('\n'),
    location: mode === 'office' ? FIRM.address : mode === 'video' ? String(booking.meeting_url) : undefined,
    url: mode === 'video' ? String(booking.meeting_url) : undefined,
    organizer: { name: FIRM.name, email: FIRM.email },
    method,
    // Each move raised the booking's sequence; a cancellation is one change more.
    sequence: Number(booking.sequence ?? 0) + (method === 'CANCEL' ? 1 : 0),
  });
  return { filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

export function bookingVisitorEmail(message: ClaimedMessage, recipients: string[], settings: MessageSettings): Email {
  const booking = requestOf(message);
  const language = asLanguage(message.language);
  const texts = BOOKING_TEXTS[language];
  const local = siteData.languages[language];
  const mode = booking.mode as Mode;
  const date = formatDateTime(String(booking.starts_at), language);
  const values = {
    date,
    mode: texts.modes[mode],
    area: local.practiceAreas[booking.practice_area as keyof typeof local.practiceAreas] ?? String(booking.practice_area),
  };
  const theirs = inZone(String(booking.starts_at), language, String(booking.time_zone ?? ''));
  const site = settings.siteUrl.replace(/\/$/, '');
  // Never the name or description typed into the form: the address is unconfirmed (messages.ts).
  const intro = [ACK_TEXTS[language].greeting];
  const sections: Section[] = [];
  let subject: string;
  let attachment: Email['attachments'];

  if (message.kind === 'booking_cancelled_ack') {
    const declined = message.payload?.declined === true;
    subject = fill(declined ? texts.declinedSubject : texts.cancelledSubject, values);
    const reason = message.payload?.by_firm ? String(message.payload.reason ?? '') : '';
    sections.push({
      paragraphs: [...intro, fill(declined ? texts.declined : reason ? texts.firmCancelled : texts.cancelled, values)],
      rows: reason ? [[texts.reasonLabel, reason]] : undefined,
      link: { label: texts.rebook, href: `${site}${local.bookingPath}` },
    });
    attachment = [calendarFile(booking, 'CANCEL', language)];
  } else {
    const isReminder = message.kind === 'booking_reminder';
    const isMove = message.kind === 'booking_moved_ack';
    const byFirm = isMove && message.payload?.by_firm === true;
    const previous = isMove ? formatDateTime(String(message.payload?.previous_starts_at ?? booking.starts_at), language) : '';
    const lead = isMove ? (byFirm ? texts.firmMoved : texts.moved) : isReminder ? texts.reminder : texts.confirmed;
    subject = fill(isMove ? texts.movedSubject : isReminder ? texts.reminderSubject : texts.confirmedSubject, values);
    const reason = byFirm ? String(message.payload?.reason ?? '') : '';
    sections.push({
      paragraphs: [...intro, fill(lead, { ...values, previous }), ...(theirs ? [fill(texts.yourTime, { date: theirs, zone: String(booking.time_zone) })] : [])],
      rows: [[ACK_TEXTS[language].referenceLabel, referenceOf(booking.id)], ...(reason ? [[texts.reasonLabel, reason] as [string, string]] : [])],
    });
    if (mode === 'video') sections.push({ paragraphs: [texts.videoJoin], link: { label: String(booking.meeting_url), href: String(booking.meeting_url) } });
    if (mode === 'office') sections.push({ paragraphs: [texts.officeWhere, FIRM.address] });
    if (mode === 'phone') sections.push({ paragraphs: [fill(texts.phoneCall, { phone: String(booking.phone ?? '') })] });
    const token = message.payload?.manage_token;
    if (typeof token === 'string' && token) {
      sections.push({
        paragraphs: [texts.manage],
        link: { label: texts.manageLink, href: `${site}${local.bookingPath}?booking=${encodeURIComponent(token)}` },
      });
    }
    if (!isReminder) {
      sections.push({ paragraphs: [texts.calendar] });
      attachment = [calendarFile(booking, 'REQUEST', language)];
    }
  }
  sections.push(officeSection(language), privacySection(language), { paragraphs: [ACK_TEXTS[language].automatic, `${FIRM.legalName} · ${FIRM.website}`] });
  const { text, html } = render(language, subject, sections);
  return { to: recipients, replyTo: FIRM.email, subject, text, html, messageId: message.idempotency_key, language, attachments: attachment };
}

export function bookingFirmEmail(message: ClaimedMessage, recipients: string[], settings: MessageSettings): Email {
  const booking = requestOf(message);
  const es = siteData.languages.es;
  const date = formatDateTime(String(booking.starts_at), 'es');
  const cancelled = message.kind === 'booking_cancelled_firm';
  const moved = message.kind === 'booking_moved_firm';
  const subject = cancelled
    ? `Cita anulada por el cliente: ${booking.name} — ${date}`
    : moved
      ? `Cita cambiada por el cliente: ${booking.name} — ${date}`
      : `Nueva cita reservada: ${booking.name} — ${date}`;
  const previous = moved ? formatDateTime(String(message.payload?.previous_starts_at ?? ''), 'es') : '';
  const rows: Array<[string, string]> = [
    ['Fecha y hora', date],
    ['Modalidad', BOOKING_TEXTS.es.modes[booking.mode as Mode] ?? String(booking.mode)],
    ['Área', es.practiceAreas[booking.practice_area as keyof typeof es.practiceAreas] ?? String(booking.practice_area)],
    ['Abogado/a', String(booking.lawyer_name ?? '—')],
    ['Nombre', String(booking.name)],
    ['Correo', String(booking.email)],
    ['Teléfono', String(booking.phone ?? '—')],
    ['Idioma de la página', languageNameEs(String(booking.language))],
    ['Zona horaria del cliente', String(booking.time_zone)],
    ...(booking.meeting_url ? [['Videollamada', String(booking.meeting_url)] as [string, string]] : []),
    ['Referencia', referenceOf(booking.id)],
  ];
  const { text, html } = render('es', subject, [
    {
      paragraphs: [
        cancelled
          ? 'El cliente ha anulado esta cita desde el enlace de su correo; la hora vuelve a estar libre.'
          : moved
            ? `El cliente ha cambiado la hora desde el enlace de su correo: antes era el ${previous}, que vuelve a estar libre.`
            : 'Se ha reservado una cita desde la web.',
        'Responda a este correo para escribir directamente al cliente.',
      ],
    },
    { title: 'Datos', rows },
    { title: 'Descripción', pre: String(booking.description ?? '') },
    {
      link: {
        label: 'Ver las citas de ese día en el panel',
        href: `${settings.siteUrl.replace(/\/$/, '')}/config-blogmr/citas?day=${madridDay(String(booking.starts_at))}`,
      },
    },
  ]);
  return { to: recipients, replyTo: String(booking.email), subject, text, html, messageId: message.idempotency_key, language: 'es' };
}
