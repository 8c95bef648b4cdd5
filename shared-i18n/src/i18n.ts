// The one i18next instance of the page (shared as a module-federation singleton with this
// package). Namespaces load on demand from `/locales/{lng}/{ns}.json` on the origin of the app that
// owns them; the page keeps working with whatever loaded when a file fails.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AppName } from 'shared-core';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACE_OWNERS, type Namespace } from './namespaces';

export type LocaleBaseUrl = (owner: AppName) => string;

/** `/locales/{lng}/{ns}.json` under the owner's base URL ('' means this page's origin). */
export function localeUrl(baseUrl: LocaleBaseUrl, language: string, namespace: string): string {
  const owner = NAMESPACE_OWNERS[namespace as Namespace] ?? 'shell';
  return `${baseUrl(owner).replace(/\/$/, '')}/locales/${language}/${namespace}.json`;
}

function fetchBackend(baseUrl: LocaleBaseUrl): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const url = localeUrl(baseUrl, language, namespace);
      fetch(url)
        .then(async (response) => {
          if (!response.ok) {
            // i18next retries when the second argument is true: 5xx is worth another try, 4xx not.
            callback(new Error(`failed loading ${url}; status code: ${response.status}`), response.status >= 500);
            return;
          }
          callback(null, await response.json());
        })
        .catch((error: unknown) => callback(new Error(`failed loading ${url}: ${String(error)}`), true));
    },
  };
}

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

/** Texts already at hand, by language and namespace: what a generated page embeds, or all of them at build time. */
export type LocaleResources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * Initialises the shared instance once; later calls return the first initialisation. With
 * `resources` (a generated page's embedded texts) it is ready synchronously, so the page hydrates in
 * its first render; other namespaces still load from the files when needed.
 */
export function initI18n(options: { language: Language; baseUrl: LocaleBaseUrl; resources?: LocaleResources }): Promise<unknown> {
  initialised ??= i18n
    .use(fetchBackend(options.baseUrl))
    .use(initReactI18next)
    .init({
      lng: options.language,
      ...(options.resources ? { resources: options.resources, partialBundledLanguages: true, initAsync: false } : {}),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      ns: [DEFAULT_NAMESPACE, 'navigation'],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false }, // React escapes
      // 'added' re-renders translated components when admin overrides land after the first render
      // (translation-overrides.ts); react-i18next listens to no store event by default.
      react: { useSuspense: true, bindI18nStore: 'added' },
      backend: {},
    });
  return initialised;
}
