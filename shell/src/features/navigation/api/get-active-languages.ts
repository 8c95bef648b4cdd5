import { queryOptions } from '@tanstack/react-query';
import { fetchActiveLanguages, LANGUAGE_CODES, LANGUAGES, type ActiveLanguage } from 'shared-i18n';

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
      const { getPublicDb } = await import('shared-ui/public-db');
      return fetchActiveLanguages(getPublicDb());
    },
    placeholderData: ALL_LANGUAGES,
  });
