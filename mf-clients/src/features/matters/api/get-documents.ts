// The matter's files: shared by the firm or sent by the client.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const documentsQuery = (id: string) =>
  queryOptions({
    queryKey: matterKeys.part(id, 'documents'),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('matter_documents')
        .select('id, file_name, mime_type, size_bytes, from_client, created_at')
        .eq('matter_id', id)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
