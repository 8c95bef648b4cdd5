import { isLanguage, LANGUAGES } from 'shared-i18n';

/** A language code as its own name (Deutsch, العربية...), so staff recognise it at a glance. */
export function languageName(code: string): string {
  return isLanguage(code) ? LANGUAGES[code].nativeName : code;
}
