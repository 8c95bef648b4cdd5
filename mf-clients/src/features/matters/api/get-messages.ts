// Messages between the client and the firm in this matter, oldest first.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const messagesQuery = (id: string) =>
  queryOptions({
    queryKey: matterKeys.part(id, 'messages'),
    queryFn: async () => {
      const { data, error } = await getSupabase().from('matter_messages').select('id, body, from_firm, created_at').eq('matter_id', id).order('created_at');
      if (error) throw error;
      return data;
    },
  });
