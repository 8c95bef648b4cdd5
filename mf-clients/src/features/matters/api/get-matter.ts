// One matter and the name of its lawyer; null when it is not the client's (or does not exist).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const matterQuery = (id: string) =>
  queryOptions({
    queryKey: matterKeys.detail(id),
    queryFn: async () => {
      const supabase = getSupabase();
      const { data, error } = await supabase.from('matters').select('*').eq('id', id).maybeSingle();
      if (error) throw error;
      if (!data) return null;
      const lawyer = await supabase.rpc('matter_lawyer_name', { matter: id });
      if (lawyer.error) throw lawyer.error;
      return { ...data, lawyer_name: lawyer.data ?? null };
    },
  });
