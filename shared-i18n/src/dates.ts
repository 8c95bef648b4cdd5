// Date locales and the two date formats of the blog.
// English uses date-fns's en-GB (day-month-year, "5 March 2025", which suits a site in Spain
// read largely by British residents) but with the spec's week rules, which are en-US's.
// Each locale's week options are set explicitly so the spec, not date-fns's defaults, rules.
import { format, isValid, parseISO, type Day, type FirstWeekContainsDate, type Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { ru } from 'date-fns/locale/ru';
import { zhCN } from 'date-fns/locale/zh-CN';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Shown in the blog preview dialog when a post has no usable date. */
export const DATE_UNAVAILABLE = 'Fecha no disponible';

function withWeek(locale: Locale, weekStartsOn: Day, firstWeekContainsDate: FirstWeekContainsDate): Locale {
  return { ...locale, options: { ...locale.options, weekStartsOn, firstWeekContainsDate } };
}

const LOCALES: Record<Language, Locale> = {
  es: withWeek(es, 1, 1),
  en: withWeek(enGB, 0, 1),
  de: withWeek(de, 1, 4),
  fr: withWeek(fr, 1, 4),
  ar: withWeek(ar, 6, 1),
  zh: withWeek(zhCN, 1, 4),
  ru: withWeek(ru, 1, 1),
};

/** The date-fns locale of a language; unknown codes get Spanish. */
export function dateLocale(language: string | null | undefined): Locale {
  return LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/**
 * A Date from a Date, a timestamp or an ISO string; null when unusable.
 * 'YYYY-MM-DD' is read as a local calendar date (not UTC midnight), so it never shows as the
 * previous day west of Greenwich; impossible dates such as '2025-02-30' are rejected.
 */
export function parseDate(value: unknown): Date | null {
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = parseISO(value.trim());
  else return null;
  return isValid(date) ? date : null;
}

/** 'YYYY-MM-DD' (local calendar date) of a value, or '' — the shape of a mapped post's date. */
export function isoDate(value: unknown): string {
  const date = parseDate(value);
  return date ? format(date, 'yyyy-MM-dd') : '';
}

/** Blog card date: the locale's long format ('5 de marzo de 2025', '5 March 2025', …), else the raw value. */
export function formatLongDate(value: unknown, language: string | null | undefined): string {
  const date = parseDate(value);
  if (date) return format(date, 'PPP', { locale: dateLocale(language) });
  return value == null ? '' : String(value);
}

/** Blog dialog date, always Spanish: '5 de marzo, 2025', else 'Fecha no disponible'. */
export function formatDialogDate(value: unknown): string {
  const date = parseDate(value);
  return date ? format(date, "d 'de' MMMM, yyyy", { locale: LOCALES.es }) : DATE_UNAVAILABLE;
}
