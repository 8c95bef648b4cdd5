// Client errors seen on visitors' pages (with analytics consent), one row per distinct error, newest first.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { siteHealthKeys } from './keys';

export type ClientError = Pick<
  Tables<'client_errors'>,
  'id' | 'kind' | 'message' | 'stack' | 'last_path' | 'language' | 'occurrences' | 'first_seen' | 'last_seen'
>;

export const clientErrorsQueryOptions = () =>
  queryOptions({
    queryKey: siteHealthKeys.errors(),
    queryFn: async (): Promise<ClientError[]> =>
      dataOrThrow(
        await getSupabase()
          .from('client_errors')
          .select('id, kind, message, stack, last_path, language, occurrences, first_seen, last_seen')
          .order('last_seen', { ascending: false })
          .limit(200),
      ),
  });
