// All rows of language_settings (the admin session reads inactive ones too).
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { languageSettingsKeys } from './keys';

export type LanguageSetting = Pick<Tables<'language_settings'>, 'language_code' | 'language_name' | 'is_active' | 'is_default'>;

export const languageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: languageSettingsKeys.admin(),
    queryFn: async (): Promise<LanguageSetting[]> =>
      dataOrThrow(await getSupabase().from('language_settings').select('language_code,language_name,is_active,is_default').order('language_code')) ?? [],
    staleTime: 0,
  });
