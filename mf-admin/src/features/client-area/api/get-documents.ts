import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const documentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.part(id, 'documents'),
    queryFn: async () =>
      dataOrThrow(
        await getSupabase()
          .from('matter_documents')
          .select('id, file_name, mime_type, size_bytes, from_client, created_at, request_id')
          .eq('matter_id', id)
          .order('created_at', { ascending: false }),
      ),
  });
