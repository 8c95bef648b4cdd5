// The matter's timeline: the firm's dated updates, oldest first.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const matterUpdatesQuery = (id: string) =>
  queryOptions({
    queryKey: matterKeys.part(id, 'updates'),
    queryFn: async () => {
      const { data, error } = await getSupabase().from('matter_updates').select('id, status, body, created_at').eq('matter_id', id).order('created_at');
      if (error) throw error;
      return data;
    },
  });
