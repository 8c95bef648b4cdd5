// One matter with its client (null when there is no such matter).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { clientAreaKeys } from './keys';

export const matterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.matter(id),
    queryFn: async () => {
      const { data, error } = await getSupabase().from('matters').select('*, clients(full_name, email, language)').eq('id', id).maybeSingle();
      if (error) throw error;
      return data;
    },
  });
