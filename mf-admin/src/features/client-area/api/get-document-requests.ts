import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const documentRequestsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.part(id, 'requests'),
    queryFn: async () =>
      dataOrThrow(
        await getSupabase().from('document_requests').select('id, title, note, status, created_at, received_at').eq('matter_id', id).order('created_at'),
      ),
  });
