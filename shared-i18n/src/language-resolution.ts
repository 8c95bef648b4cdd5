// How the language is chosen and the rule on top of it: the URL decides
// the language of the page. The spec's order (route param, path, saved choice, browser, es) is kept
// for the language *state*; a saved explicit choice may redirect an unprefixed (Spanish) page to its
// twin, and the browser language alone only ever yields a dismissible suggestion.
// Everything here is pure except the two guarded readers of browser state at the end.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { languageOfPath, matchPath, switchLanguagePath } from './routes';

/** localStorage key of the switcher's explicit choice (drives the unprefixed-page redirect). */
export const SELECTED_LANGUAGE_KEY = 'selectedLanguage';
/** localStorage key read by the spec's second resolver. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

export interface LanguageInputs {
  /** The `lang` route parameter, when the router matched a prefixed route. */
  routeParam?: string | null;
  pathname?: string | null;
  /** Raw value of localStorage `selectedLanguage` (may be anything a user or an old build left). */
  selectedLanguage?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[] | null;
}

/** 'de-AT' → 'de', 'zh_Hans_CN' → 'zh'; anything unsupported → null. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The visitor's most preferred browser language that the site supports. */
export function matchBrowserLanguage(tags: readonly string[] | null | undefined): Language | null {
  for (const tag of tags ?? []) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return null;
}

function firstSegment(pathname: string | null | undefined): string | undefined {
  return pathname?.split(/[?#]/)[0].split('/').filter(Boolean)[0];
}

/** Spec order: route param, first path segment, saved selectedLanguage, browser language, es. */
export function resolveLanguage(inputs: LanguageInputs = {}): Language {
  const { routeParam, pathname, selectedLanguage, browserLanguages } = inputs;
  if (isLanguage(routeParam)) return routeParam;
  const segment = firstSegment(pathname);
  if (isLanguage(segment)) return segment;
  if (isLanguage(selectedLanguage)) return selectedLanguage;
  return matchBrowserLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}

/** The spec's second resolver: the saved preferredLanguage, else Spanish. */
export function resolvePreferredLanguage(preferredLanguage?: string | null): Language {
  return isLanguage(preferredLanguage) ? preferredLanguage : DEFAULT_LANGUAGE;
}

/** The language a page renders in: its URL's, never storage or browser. */
export function initialLanguage(pathname: string): Language {
  return languageOfPath(pathname);
}

/**
 * Where an unprefixed (Spanish) public page should go for a visitor who explicitly chose another
 * language in the switcher, or null to stay. Admin pages, 404s and prefixed pages never move.
 * Returns a pathname only: the caller keeps its own search and hash.
 */
export function unprefixedRedirect(pathname: string, selectedLanguage: string | null | undefined): string | null {
  if (!isLanguage(selectedLanguage) || selectedLanguage === DEFAULT_LANGUAGE) return null;
  const match = matchPath(pathname);
  if (!match || match.language !== DEFAULT_LANGUAGE) return null;
  if (match.ref.page === 'admin' || match.ref.page === 'adminLogin') return null;
  return switchLanguagePath(pathname, selectedLanguage);
}

/**
 * A language to *offer* (never to apply): the visitor's top supported browser language when it
 * differs from the page's and the visitor has not chosen a language yet. Only the top match is
 * considered, so someone whose browser prefers the page's language is not nagged about their
 * second language.
 */
export function browserLanguageSuggestion(
  pathLanguage: Language,
  browserLanguages: readonly string[] | null | undefined,
  selectedLanguage: string | null | undefined,
): Language | null {
  if (isLanguage(selectedLanguage)) return null;
  const preferred = matchBrowserLanguage(browserLanguages);
  return preferred && preferred !== pathLanguage ? preferred : null;
}

type StorageReader = Pick<Storage, 'getItem'>;

function defaultStorage(): StorageReader | null {
  try {
    // Merely touching localStorage throws in sandboxed iframes and with blocked cookies.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A supported language saved under `key`, or null when absent, invalid or storage is unusable. */
export function readStoredLanguage(key: string, storage: StorageReader | null = defaultStorage()): Language | null {
  try {
    const value = storage?.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** `navigator.languages` (or `navigator.language`), empty outside a browser. */
export function readBrowserLanguages(): string[] {
  try {
    const nav = globalThis.navigator;
    if (nav?.languages?.length) return [...nav.languages];
    return nav?.language ? [nav.language] : [];
  } catch {
    return [];
  }
}
