// Turns one outbox row into an e-mail: to the firm in Spanish with every field of the request, a link
// to it in the admin and Reply-To the sender; to the sender in the language of the page they used,
// with a reference, what happens next, office hours and phones, and the first layer of the
// data-protection notice, but nothing the sender typed (their address is unconfirmed). Every value
// from a request is escaped in the HTML part.
import siteData from '../_shared/site-data.json' with { type: 'json' };
import { ACK_TEXTS, LANGUAGES, type Language } from './texts.ts';

export type BookingKind =
  'booking_firm' | 'booking_ack' | 'booking_reminder' | 'booking_cancelled_firm' | 'booking_cancelled_ack' | 'booking_moved_firm' | 'booking_moved_ack';

export interface ClaimedMessage {
  id: string;
  idempotency_key: string;
  kind:
    | 'contact_firm'
    | 'contact_ack'
    | 'substitution_firm'
    | 'substitution_ack'
    | 'test'
    | BookingKind
    | 'client_area_news'
    | 'client_area_firm'
    | 'client_error_alert';
  recipients: string[] | null;
  language: string;
  attempts: number;
  request: Record<string, unknown> | null;
  /** What the e-mail needs beyond the row (a booking's link token). */
  payload?: Record<string, unknown>;
  created_at: string;
}

export interface Email {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Without angle brackets; the idempotency key, so a resent copy is recognisably the same message. */
  messageId: string;
  language: Language;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export interface MessageSettings {
  /** The public site's origin, for the link to the admin. */
  siteUrl: string;
  /** Firm recipients when the outbox row names none. */
  firmRecipients: string[];
  /** Who hears of client errors (client_error_alert) when the row names none; default FIRM.technicalEmail. */
  technicalRecipients?: string[];
}

/** A problem no retry can fix (the request was deleted, an unknown kind). */
export class PermanentError extends Error {}

export const FIRM = siteData.firm;
const MADRID = 'Europe/Madrid';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key) => values[key] ?? '');

export const asLanguage = (code: string): Language => ((LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'es');

/** The locale dates are written in: British English for 'en' (day first, 24 h, CET/CEST by name). */
export const localeOf = (language: string) => (language === 'en' ? 'en-GB' : language);

/** Date and time with the zone's name; the office's zone unless another is given. */
export function formatDateTime(iso: string, language: Language, timeZone = MADRID): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A hearing's date and time as entered (wall-clock time in Spain). */
export function formatHearing(date: unknown, time: unknown, language: Language): string {
  const day = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return `${day}, ${String(time ?? '').slice(0, 5)}`;
}

export const referenceOf = (id: unknown) =>
  String(id ?? '')
    .replace(/-/g, '')
    .slice(0, 8)
    .toUpperCase();

export function languageNameEs(code: string): string {
  const name = new Intl.DisplayNames('es', { type: 'language' }).of(code) ?? code;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} (${code})`;
}

export interface Section {
  title?: string;
  paragraphs?: string[];
  rows?: Array<[string, string]>;
  /** A paragraph kept as typed (line breaks), e.g. the visitor's message. */
  pre?: string;
  link?: { label: string; href: string };
}

export function render(language: Language, title: string, sections: Section[]): { text: string; html: string } {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = sections
    .map((section) =>
      [
        section.title ? `${section.title}\n${'-'.repeat(Math.min(section.title.length, 60))}` : '',
        ...(section.paragraphs ?? []),
        ...(section.rows ?? []).map(([label, value]) => `${label}: ${value}`),
        section.pre ?? '',
        section.link ? `${section.link.label}: ${section.link.href}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n');
  const align = dir === 'rtl' ? 'right' : 'left';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1f24;text-align:${align}">
<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#1f3a5f">${escapeHtml(FIRM.name)}</p>
${sections
  .map(
    (section) => `${section.title ? `<h2 style="font-size:16px;margin:24px 0 8px;color:#1f3a5f">${escapeHtml(section.title)}</h2>` : ''}
${(section.paragraphs ?? []).map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join('\n')}
${
  section.rows?.length
    ? `<table role="presentation" style="border-collapse:collapse;width:100%">${section.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:${align};vertical-align:top;padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${section.pre ? `<p style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(section.pre)}</p>` : ''}
${section.link ? `<p style="margin:16px 0"><a href="${escapeHtml(section.link.href)}" style="color:#1f3a5f;font-weight:bold">${escapeHtml(section.link.label)}</a></p>` : ''}`,
  )
  .join('\n')}
</div>
</body>
</html>
`;
  return { text: `${text}\n`, html };
}

export function requestOf(message: ClaimedMessage): Record<string, unknown> {
  if (!message.request) throw new PermanentError('the request no longer exists');
  return message.request;
}

export function officeSection(language: Language): Section {
  const texts = ACK_TEXTS[language];
  const local = siteData.languages[language];
  return {
    title: texts.officeTitle,
    paragraphs: [...local.schedule, FIRM.address],
    rows: [
      [texts.phonesLabel, FIRM.phones.join(' · ')],
      [texts.emailLabel, FIRM.email],
    ],
  };
}

export function privacySection(language: Language): Section {
  const privacy = siteData.languages[language].privacy;
  return { title: privacy.title, rows: privacy.rows.map((row) => [row.label, row.text] as [string, string]) };
}

export function acknowledgement(message: ClaimedMessage, recipients: string[]): Email {
  const request = requestOf(message);
  const language = asLanguage(message.language);
  const texts = ACK_TEXTS[language];
  const isContact = message.kind === 'contact_ack';
  const reference = referenceOf(request.id);
  const date = formatDateTime(String(request.created_at), language);
  const subject = fill(isContact ? texts.contactSubject : texts.substitutionSubject, { firm: FIRM.name, reference });
  // Fixed text, a reference and dates only: the address is not confirmed, so nothing the sender typed
  // (name, court, message) is repeated to it.
  const received = isContact
    ? fill(texts.contactReceived, { date })
    : fill(texts.substitutionReceived, { date, hearingDate: formatHearing(request.hearing_date, request.hearing_time, language) });
  const { text, html } = render(language, subject, [
    { paragraphs: [isContact ? texts.greeting : texts.colleagueGreeting, received], rows: [[texts.referenceLabel, reference]] },
    { title: texts.nextTitle, paragraphs: [isContact ? texts.contactNext : texts.substitutionNext, texts.urgent] },
    officeSection(language),
    privacySection(language),
    { paragraphs: [texts.notYou, texts.automatic, `${FIRM.legalName} · ${FIRM.website}`] },
  ]);
  return { to: recipients, replyTo: FIRM.email, subject, text, html, messageId: message.idempotency_key, language };
}

export function firmNotice(message: ClaimedMessage, recipients: string[], settings: MessageSettings): Email {
  const request = requestOf(message);
  const es = siteData.languages.es;
  const received = formatDateTime(String(request.created_at), 'es');
  const reference = referenceOf(request.id);
  const isContact = message.kind === 'contact_firm';
  const admin = `${settings.siteUrl.replace(/\/$/, '')}/config-blogmr/${isContact ? 'cuestionario' : 'sustituciones'}?request=${encodeURIComponent(String(request.id))}`;
  const consent = `Sí, versión ${request.consent_text_version}, ${formatDateTime(String(request.consent_at), 'es')}`;
  const practiceArea = es.practiceAreas[request.practice_area as keyof typeof es.practiceAreas] ?? String(request.practice_area);
  const format = es.consultationFormats[request.consultation_format as keyof typeof es.consultationFormats] ?? String(request.consultation_format);
  const subject = isContact
    ? `Nueva consulta web: ${request.name} — ${practiceArea} (ref. ${reference})`
    : `Nueva solicitud de sustitución: ${request.court}, ${formatHearing(request.hearing_date, request.hearing_time, 'es')} (ref. ${reference})`;
  const rows: Array<[string, string]> = isContact
    ? [
        ['Nombre', String(request.name)],
        ['Correo', String(request.email)],
        ['Teléfono', String(request.phone ?? '—')],
        ['Área', practiceArea],
        ['Cómo prefiere la consulta', format],
      ]
    : [
        ['Abogado/a', String(request.lawyer_name)],
        ['Colegio', String(request.colegio)],
        ['Nº de colegiado/a', String(request.colegiado_number)],
        ['Correo', String(request.email)],
        ['Teléfono', String(request.phone)],
        ['Juzgado', String(request.court)],
        ['Localidad', String(request.city)],
        ['Vista', formatHearing(request.hearing_date, request.hearing_time, 'es')],
        ['Procedimiento', String(request.procedure_type)],
        ['Necesita procurador', request.procurator_needed ? 'Sí' : 'No'],
      ];
  rows.push(['Idioma de la página', languageNameEs(String(request.language))], ['Recibida', received], ['Consentimiento', consent], ['Referencia', reference]);
  const body = isContact ? String(request.message ?? '') : String(request.notes ?? '');
  const { text, html } = render('es', subject, [
    {
      paragraphs: [
        isContact ? 'Ha llegado una consulta por el formulario de contacto de la web.' : 'Ha llegado una solicitud de sustitución de otro abogado por la web.',
        'Responda a este correo para contestar directamente al remitente.',
      ],
    },
    { title: 'Datos', rows },
    ...(body ? [{ title: isContact ? 'Mensaje' : 'Notas', pre: body }] : []),
    { link: { label: 'Abrir la solicitud en el panel', href: admin } },
  ]);
  return { to: recipients, replyTo: String(request.email), subject, text, html, messageId: message.idempotency_key, language: 'es' };
}

export function testMessage(message: ClaimedMessage, recipients: string[]): Email {
  const subject = `Correo de prueba — ${FIRM.name}`;
  const { text, html } = render('es', subject, [
    {
      paragraphs: [
        'Este es un correo de prueba enviado desde el panel de administración.',
        'Si lo está leyendo, los avisos de las consultas y sustituciones de la web llegan a esta dirección.',
        `Enviado: ${formatDateTime(message.created_at, 'es')}`,
      ],
    },
  ]);
  return { to: recipients, subject, text, html, messageId: message.idempotency_key, language: 'es' };
}
