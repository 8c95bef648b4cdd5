// Dates of the blog, formatted by the platform's Intl (the browser's and Node's ICU), not by a date
// library: date-fns with its seven locales was 16 kB gzip on every page that shows a post date
// (issue #29). English uses en-GB (day-month-year, "5 March 2025", which suits a site in Spain read
// largely by British residents); Arabic keeps Western digits, as the rest of the site does.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Shown in the blog preview dialog when a post has no usable date. */
export const DATE_UNAVAILABLE = 'Fecha no disponible';

/** The spec's week rules (site-spec §9): first day (0 Sunday … 6 Saturday) and first-week rule. */
export const WEEK_RULES: Record<Language, { weekStartsOn: 0 | 1 | 6; firstWeekContainsDate: 1 | 4 }> = {
  es: { weekStartsOn: 1, firstWeekContainsDate: 1 },
  en: { weekStartsOn: 0, firstWeekContainsDate: 1 },
  de: { weekStartsOn: 1, firstWeekContainsDate: 4 },
  fr: { weekStartsOn: 1, firstWeekContainsDate: 4 },
  ar: { weekStartsOn: 6, firstWeekContainsDate: 1 },
  zh: { weekStartsOn: 1, firstWeekContainsDate: 4 },
  ru: { weekStartsOn: 1, firstWeekContainsDate: 1 },
};

const INTL_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', ar: 'ar', zh: 'zh-CN', ru: 'ru-RU' };

const longFormats = new Map<Language, Intl.DateTimeFormat>();

/** The long date format of a language ('5 de marzo de 2025'); unknown codes get Spanish. */
function longFormat(language: string | null | undefined): Intl.DateTimeFormat {
  const known = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let format = longFormats.get(known);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[known], { dateStyle: 'long', numberingSystem: 'latn' });
    longFormats.set(known, format);
  }
  return format;
}

// ISO 8601 as stored and sent by the database: a calendar date, optionally a time (T or a space),
// fractions of a second and an offset ('Z', '+01', '+01:00', '+0100').
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function parseIso(text: string): Date | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const milliseconds = match[7] ? Math.floor(Number(`0.${match[7]}`) * 1000) : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  const offset = match[8];
  // Without an offset the value is a local date and time (a calendar date never shows as the day
  // before west of Greenwich); with one, an instant.
  if (!offset) return new Date(year, month - 1, day, hour, minute, second, milliseconds);
  let offsetMinutes = 0;
  if (offset.toUpperCase() !== 'Z') {
    const digits = offset.slice(1).replace(':', '');
    offsetMinutes = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * (offset.startsWith('-') ? -1 : 1);
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMinutes * 60_000);
}

/**
 * A Date from a Date, a timestamp or an ISO string; null when unusable.
 * 'YYYY-MM-DD' is read as a local calendar date (not UTC midnight), so it never shows as the
 * previous day west of Greenwich; impossible dates such as '2025-02-30' are rejected.
 */
export function parseDate(value: unknown): Date | null {
  let date: Date | null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = parseIso(value.trim());
  else return null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' (local calendar date) of a value, or '' — the shape of a mapped post's date. */
export function isoDate(value: unknown): string {
  const date = parseDate(value);
  return date ? `${String(date.getFullYear()).padStart(4, '0')}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` : '';
}

/** Blog card date: the locale's long format ('5 de marzo de 2025', '5 March 2025', …), else the raw value. */
export function formatLongDate(value: unknown, language: string | null | undefined): string {
  const date = parseDate(value);
  if (date) return longFormat(language).format(date);
  return value == null ? '' : String(value);
}

/** Blog dialog date, always Spanish: '5 de marzo, 2025', else 'Fecha no disponible'. */
export function formatDialogDate(value: unknown): string {
  const date = parseDate(value);
  if (!date) return DATE_UNAVAILABLE;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    longFormat('es')
      .formatToParts(date)
      .find((entry) => entry.type === type)?.value;
  return `${part('day')} de ${part('month')}, ${part('year')}`;
}
