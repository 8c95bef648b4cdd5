// Who opened which file of the matter, and when (newest first).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const accessLogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.part(id, 'log'),
    queryFn: async () =>
      dataOrThrow(
        await getSupabase()
          .from('document_access_log')
          .select('id, file_name, by_firm, accessed_at')
          .eq('matter_id', id)
          .order('accessed_at', { ascending: false })
          .limit(200),
      ),
  });
