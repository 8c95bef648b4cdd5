// The signed-in client's matters (RLS: only theirs), most recently changed first.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const mattersQuery = () =>
  queryOptions({
    queryKey: matterKeys.list(),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('matters')
        .select('id, title, practice_area, status, next_step, next_step_on, updated_at')
        .order('updated_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
