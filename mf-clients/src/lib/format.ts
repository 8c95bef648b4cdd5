import type { Language } from 'shared-i18n';

const locale = (language: Language) => (language === 'en' ? 'en-GB' : language);

/** A date (and time) in the page's language, in Spain's time zone (the firm's). */
export function formatDate(value: string, language: Language, withTime = false): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Madrid',
  }).format(date);
}
