// The shipped translation files of every namespace and language, from the app that owns each
// namespace (the same URLs the site loads them from).
import { queryOptions } from '@tanstack/react-query';
import { LANGUAGE_CODES, localeUrl, NAMESPACES, type Language, type Namespace } from 'shared-i18n';
import { appBaseUrl } from 'shared-core';
import { flatten, type NamespaceFiles } from '../lib/entries';
import { translationKeys } from './keys';

export type AllFiles = Record<Namespace, NamespaceFiles>;

async function fetchFile(language: Language, namespace: Namespace): Promise<Record<string, string> | undefined> {
  const response = await fetch(localeUrl(appBaseUrl, language, namespace), { cache: 'no-cache' });
  // A namespace its owner does not ship yet simply has no keys.
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${namespace}/${language}: ${response.status}`);
  return flatten(await response.json());
}

export const localeFilesQueryOptions = () =>
  queryOptions({
    queryKey: translationKeys.localeFiles(),
    queryFn: async () => {
      const files = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, {}])) as AllFiles;
      await Promise.all(
        NAMESPACES.flatMap((namespace) =>
          LANGUAGE_CODES.map(async (language) => {
            const file = await fetchFile(language, namespace);
            if (file) files[namespace][language] = file;
          }),
        ),
      );
      return files;
    },
  });
