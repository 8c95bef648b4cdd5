// Dates of the blog, formatted from the month names below: no date library (date-fns with its
// seven locales was 16 kB gzip on every page showing a post date) and no Intl.DateTimeFormat,
// whose first use on a page costs ~14 ms of main thread on this machine (ICU's date data; ~55 ms
// on Lighthouse's 4x phone) — issue #29. The texts are those of the platform's long date format
// (dates.test.ts compares them with Intl for every month), fixed here so the generated HTML and
// the browser always agree. English is en-GB (day-month-year, "5 March 2025", which suits a site
// in Spain read largely by British residents); Arabic keeps Western digits, as the site does.
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

/** Month names as a long date uses them (Russian in the genitive: "5 марта"). */
const MONTHS: Record<Exclude<Language, 'zh'>, readonly string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
};

/** Each language's long date: day, month (1–12) and year of a calendar date. */
const LONG_DATE: Record<Language, (day: number, month: number, year: number) => string> = {
  es: (day, month, year) => `${day} de ${MONTHS.es[month - 1]} de ${year}`,
  en: (day, month, year) => `${day} ${MONTHS.en[month - 1]} ${year}`,
  de: (day, month, year) => `${day}. ${MONTHS.de[month - 1]} ${year}`,
  fr: (day, month, year) => `${day} ${MONTHS.fr[month - 1]} ${year}`,
  ar: (day, month, year) => `${day} ${MONTHS.ar[month - 1]} ${year}`,
  zh: (day, month, year) => `${year}年${month}月${day}日`,
  ru: (day, month, year) => `${day} ${MONTHS.ru[month - 1]} ${year} г.`,
};

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
  if (date) return LONG_DATE[isLanguage(language) ? language : DEFAULT_LANGUAGE](date.getDate(), date.getMonth() + 1, date.getFullYear());
  return value == null ? '' : String(value);
}

/** Blog dialog date, always Spanish: '5 de marzo, 2025', else 'Fecha no disponible'. */
export function formatDialogDate(value: unknown): string {
  const date = parseDate(value);
  return date ? `${date.getDate()} de ${MONTHS.es[date.getMonth()]}, ${date.getFullYear()}` : DATE_UNAVAILABLE;
}
