import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserLanguageSuggestion,
  initialLanguage,
  languageFromTag,
  matchBrowserLanguage,
  readBrowserLanguages,
  readStoredLanguage,
  resolveLanguage,
  resolvePreferredLanguage,
  SELECTED_LANGUAGE_KEY,
  unprefixedRedirect,
} from './language-resolution';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('languageFromTag and matchBrowserLanguage', () => {
  it('matches on the primary subtag, in any case', () => {
    expect(languageFromTag('de-AT')).toBe('de');
    expect(languageFromTag('zh-CN')).toBe('zh');
    expect(languageFromTag('zh-Hant-TW')).toBe('zh');
    expect(languageFromTag('FR_ca')).toBe('fr');
    expect(languageFromTag(' ru ')).toBe('ru');
    expect(languageFromTag('pt-BR')).toBeNull();
    expect(languageFromTag('')).toBeNull();
    expect(languageFromTag(undefined)).toBeNull();
  });

  it('takes the most preferred supported language', () => {
    expect(matchBrowserLanguage(['pt-BR', 'nl', 'en-GB', 'de'])).toBe('en');
    expect(matchBrowserLanguage(['pt-BR'])).toBeNull();
    expect(matchBrowserLanguage([])).toBeNull();
    expect(matchBrowserLanguage(undefined)).toBeNull();
  });
});

describe('resolveLanguage', () => {
  const all = { routeParam: 'fr', pathname: '/de/kontakt', selectedLanguage: 'ru', browserLanguages: ['zh-CN'] };

  it('uses the route param first', () => {
    expect(resolveLanguage(all)).toBe('fr');
  });

  it('then the first path segment', () => {
    expect(resolveLanguage({ ...all, routeParam: undefined })).toBe('de');
    expect(resolveLanguage({ ...all, routeParam: 'xx' })).toBe('de');
  });

  it('then the saved selectedLanguage', () => {
    expect(resolveLanguage({ ...all, routeParam: null, pathname: '/contacto' })).toBe('ru');
  });

  it('then the browser language', () => {
    expect(resolveLanguage({ pathname: '/', selectedLanguage: 'klingon', browserLanguages: ['de-AT', 'en'] })).toBe('de');
    expect(resolveLanguage({ browserLanguages: ['zh-CN'] })).toBe('zh');
  });

  it('else Spanish', () => {
    expect(resolveLanguage({ pathname: '/blog', browserLanguages: ['pt-BR', 'it'] })).toBe('es');
    expect(resolveLanguage()).toBe('es');
  });

  it('reads only the first segment of the path, ignoring query and hash', () => {
    expect(resolveLanguage({ pathname: '/blog/en' })).toBe('es');
    expect(resolveLanguage({ pathname: '/ar?x=1' })).toBe('ar');
    expect(resolveLanguage({ pathname: '//en/#top' })).toBe('en');
  });
});

describe('resolvePreferredLanguage', () => {
  it('uses preferredLanguage when supported, else Spanish', () => {
    expect(resolvePreferredLanguage('ar')).toBe('ar');
    expect(resolvePreferredLanguage('en-US')).toBe('es');
    expect(resolvePreferredLanguage(null)).toBe('es');
    expect(resolvePreferredLanguage()).toBe('es');
  });
});

describe('initialLanguage', () => {
  it('is the language of the URL, whatever else is saved', () => {
    expect(initialLanguage('/')).toBe('es');
    expect(initialLanguage('/de/kontakt')).toBe('de');
    expect(initialLanguage('/ru/nichego')).toBe('ru'); // a 404 speaks its prefix's language
    expect(initialLanguage('/config-blogmr/opiniones')).toBe('es');
  });
});

describe('unprefixedRedirect: a saved explicit choice moves Spanish URLs', () => {
  it('sends an unprefixed page to its twin in the chosen language', () => {
    expect(unprefixedRedirect('/', 'en')).toBe('/en');
    expect(unprefixedRedirect('/contacto', 'de')).toBe('/de/kontakt');
    expect(unprefixedRedirect('/servicios/derecho-familia-denia', 'fr')).toBe('/fr/services/droit-famille-denia');
    expect(unprefixedRedirect('/blog/herencia-sin-testamento', 'ar')).toBe('/ar/blog/herencia-sin-testamento');
    expect(unprefixedRedirect('/sustituciones', 'ru')).toBe('/ru/substitutions');
  });

  it('stays when the choice is Spanish, missing or not a supported language', () => {
    expect(unprefixedRedirect('/contacto', 'es')).toBeNull();
    expect(unprefixedRedirect('/contacto', null)).toBeNull();
    expect(unprefixedRedirect('/contacto', undefined)).toBeNull();
    expect(unprefixedRedirect('/contacto', 'pt')).toBeNull();
    expect(unprefixedRedirect('/contacto', 'EN')).toBeNull();
  });

  it('never moves a prefixed page: the URL decides', () => {
    expect(unprefixedRedirect('/fr/contact', 'en')).toBeNull();
    expect(unprefixedRedirect('/en', 'de')).toBeNull();
  });

  it('never moves admin pages or 404s', () => {
    expect(unprefixedRedirect('/admin-login', 'en')).toBeNull();
    expect(unprefixedRedirect('/config-blogmr', 'en')).toBeNull();
    expect(unprefixedRedirect('/config-blogmr/traducciones', 'de')).toBeNull();
    expect(unprefixedRedirect('/no-existe', 'en')).toBeNull();
  });
});

describe('browserLanguageSuggestion', () => {
  it('offers the top browser language when it differs from the page and nothing was chosen', () => {
    expect(browserLanguageSuggestion('es', ['de-DE', 'en'], null)).toBe('de');
    expect(browserLanguageSuggestion('en', ['pt', 'ru-RU'], undefined)).toBe('ru');
  });

  it('offers nothing once the visitor chose a language', () => {
    expect(browserLanguageSuggestion('es', ['de-DE'], 'es')).toBeNull();
    expect(browserLanguageSuggestion('es', ['de-DE'], 'en')).toBeNull();
  });

  it('treats an unusable saved value as no choice', () => {
    expect(browserLanguageSuggestion('es', ['de-DE'], 'garbage')).toBe('de');
  });

  it('offers nothing when the page already speaks the top language, or none is supported', () => {
    expect(browserLanguageSuggestion('es', ['es-ES', 'en'], null)).toBeNull();
    expect(browserLanguageSuggestion('es', ['pt', 'it'], null)).toBeNull();
    expect(browserLanguageSuggestion('es', [], null)).toBeNull();
  });
});

describe('reading browser state', () => {
  it('reads a saved supported language', () => {
    const storage = { getItem: (key: string) => (key === SELECTED_LANGUAGE_KEY ? 'de' : null) };
    expect(readStoredLanguage(SELECTED_LANGUAGE_KEY, storage)).toBe('de');
    expect(readStoredLanguage('preferredLanguage', storage)).toBeNull();
  });

  it('ignores unsupported saved values', () => {
    expect(readStoredLanguage(SELECTED_LANGUAGE_KEY, { getItem: () => 'pt' })).toBeNull();
  });

  it('survives storage that throws, or none at all', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readStoredLanguage(SELECTED_LANGUAGE_KEY, throwing)).toBeNull();
    expect(readStoredLanguage(SELECTED_LANGUAGE_KEY, null)).toBeNull();
  });

  it('survives a localStorage global whose access throws', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(readStoredLanguage(SELECTED_LANGUAGE_KEY)).toBeNull();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('reads the default localStorage when present', () => {
    vi.stubGlobal('localStorage', { getItem: () => 'zh' });
    expect(readStoredLanguage(SELECTED_LANGUAGE_KEY)).toBe('zh');
  });

  it('reads navigator.languages, else navigator.language, else nothing', () => {
    vi.stubGlobal('navigator', { languages: ['de-AT', 'en'], language: 'de-AT' });
    expect(readBrowserLanguages()).toEqual(['de-AT', 'en']);
    vi.stubGlobal('navigator', { languages: [], language: 'fr-FR' });
    expect(readBrowserLanguages()).toEqual(['fr-FR']);
    vi.stubGlobal('navigator', undefined);
    expect(readBrowserLanguages()).toEqual([]);
  });
});

describe('language store integration', () => {
  async function freshStore(pathname: string) {
    vi.resetModules();
    const saved = new Map<string, string>();
    vi.stubGlobal('window', { location: { pathname } });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    });
    const { useLanguageStore } = await import('./language-store');
    return { store: useLanguageStore, saved };
  }

  it('starts in the language of the URL', async () => {
    expect((await freshStore('/de/kontakt')).store.getState().language).toBe('de');
    expect((await freshStore('/contacto')).store.getState().language).toBe('es');
  });

  it('follows the URL without saving, and saves an explicit choice under both keys', async () => {
    const { store, saved } = await freshStore('/');
    store.getState().setLanguage('fr');
    expect(store.getState().language).toBe('fr');
    expect(saved.size).toBe(0);
    store.getState().chooseLanguage('ar');
    expect(store.getState().language).toBe('ar');
    expect(Object.fromEntries(saved)).toEqual({ selectedLanguage: 'ar', preferredLanguage: 'ar' });
    expect(unprefixedRedirect('/contacto', readStoredLanguage(SELECTED_LANGUAGE_KEY))).toBe('/ar/contact');
  });
});
