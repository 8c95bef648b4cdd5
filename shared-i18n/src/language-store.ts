// The page language, one zustand store shared by the shell and every remote (this package is a
// module-federation singleton, so there is exactly one store instance on the page).
import { create } from 'zustand';
import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, languageDirection, type Language } from './languages';

export const SELECTED_LANGUAGE_KEY = 'selectedLanguage';
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

interface LanguageState {
  language: Language;
  /** Follows the URL; does not record a choice. */
  setLanguage: (language: Language) => void;
  /** The visitor picked a language in the switcher: remembered for next visits. */
  chooseLanguage: (language: Language) => void;
}

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

function remember(language: Language) {
  try {
    localStorage.setItem(SELECTED_LANGUAGE_KEY, language);
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the URL still carries the language.
  }
}

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage: (language) => {
    if (!isLanguage(language)) return;
    applyToDocument(language);
    if (i18n.isInitialized && i18n.language !== language) void i18n.changeLanguage(language);
    if (get().language !== language) set({ language });
  },
  chooseLanguage: (language) => {
    remember(language);
    get().setLanguage(language);
  },
}));
