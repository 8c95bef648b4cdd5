// The seven languages of the site. Spanish is the default and the only one without a URL prefix.
export const LANGUAGE_CODES = ['es', 'en', 'fr', 'de', 'ar', 'zh', 'ru'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: Language = 'es';

export interface LanguageInfo {
  code: Language;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  flag: string;
}

export const LANGUAGES: Record<Language, LanguageInfo> = {
  es: { code: 'es', nativeName: 'Español', dir: 'ltr', flag: '🇪🇸' },
  en: { code: 'en', nativeName: 'English', dir: 'ltr', flag: '🇬🇧' },
  fr: { code: 'fr', nativeName: 'Français', dir: 'ltr', flag: '🇫🇷' },
  de: { code: 'de', nativeName: 'Deutsch', dir: 'ltr', flag: '🇩🇪' },
  ar: { code: 'ar', nativeName: 'العربية', dir: 'rtl', flag: '🇸🇦' },
  zh: { code: 'zh', nativeName: '中文', dir: 'ltr', flag: '🇨🇳' },
  ru: { code: 'ru', nativeName: 'Русский', dir: 'ltr', flag: '🇷🇺' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return LANGUAGES[language].dir;
}
