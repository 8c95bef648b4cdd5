// What the firm asked the client to send.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const documentRequestsQuery = (id: string) =>
  queryOptions({
    queryKey: matterKeys.part(id, 'requests'),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('document_requests')
        .select('id, title, note, status, created_at, received_at')
        .eq('matter_id', id)
        .neq('status', 'cancelled')
        .order('created_at');
      if (error) throw error;
      return data;
    },
  });
