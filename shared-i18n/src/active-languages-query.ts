import { queryOptions } from '@tanstack/react-query';
import { fetchActiveLanguages, type ActiveLanguage } from './language-settings';
import { LANGUAGE_CODES, LANGUAGES, type Language } from './languages';

// The languages the firm has switched on (language_settings) as one query: the shell's switcher offers
// them, the page heads (shell page-meta, mf-blog's post page) name them as hreflang alternates, and
// the generator fetches it for every page it renders.
// Until the table answers, the switcher offers every supported language, so it does not pop in.
const ALL_LANGUAGES: ActiveLanguage[] = LANGUAGE_CODES.map((code) => ({
  code,
  name: LANGUAGES[code].nativeName,
  isDefault: code === 'es',
}));

export const activeLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: ['language_settings', 'active'],
    queryFn: async () => {
      // The PostgREST client is fetched only now, off the first paint's critical path.
      const { getPublicDb } = await import('shared-core/public-db');
      return fetchActiveLanguages(getPublicDb());
    },
    placeholderData: ALL_LANGUAGES,
  });

/** The codes of the languages switched on, Spanish always among them. */
export function activeLanguageCodes(languages: readonly ActiveLanguage[] | undefined): Language[] {
  const active = new Set(languages?.map((language) => language.code));
  return LANGUAGE_CODES.filter((code) => code === 'es' || active.has(code));
}
