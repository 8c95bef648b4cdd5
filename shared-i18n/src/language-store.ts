// The page language, one zustand store shared by the shell and every remote (this package is a
// module-federation singleton, so there is exactly one store instance on the page).
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { i18n } from './i18n';
import { initialLanguage, PREFERRED_LANGUAGE_KEY, SELECTED_LANGUAGE_KEY } from './language-resolution';
import { DEFAULT_LANGUAGE, isLanguage, languageDirection, type Language } from './languages';

// The keys live with the resolution rules that read them; re-exported here where they always were.
export { PREFERRED_LANGUAGE_KEY, SELECTED_LANGUAGE_KEY };

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

const languageStore = createStore<LanguageState>()((set, get) => ({
  // Start from the URL so code that reads the store before bootstrap's setLanguage sees the page's language.
  language: typeof window === 'undefined' ? DEFAULT_LANGUAGE : initialLanguage(window.location.pathname),
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

/**
 * The language store as a hook (`useLanguageStore((state) => state.language)`) with zustand's store
 * API (`useLanguageStore.getState()`). Unlike zustand's own hook, rendering on the server and
 * hydrating read the current state, not the state at creation: the page generator sets each page's
 * language before rendering it, and the browser sets it from the URL before hydrating.
 */
export const useLanguageStore = Object.assign(
  <T = LanguageState>(selector: (state: LanguageState) => T = (state) => state as T): T =>
    useSyncExternalStore(
      languageStore.subscribe,
      () => selector(languageStore.getState()),
      () => selector(languageStore.getState()),
    ),
  languageStore,
);
