// The admin texts in the client's language, loaded before the detail offers replies written in it.
import { queryOptions } from '@tanstack/react-query';
import { i18n } from 'shared-i18n';
import { contactRequestKeys } from './keys';

export const replyTextsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: contactRequestKeys.replyTexts(language),
    queryFn: () => i18n.loadLanguages(language).then(() => true),
    staleTime: Infinity,
  });
