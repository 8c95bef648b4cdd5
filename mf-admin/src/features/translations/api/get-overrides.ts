// Every row of the `translations` table (admin-edited texts), read in chunks.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import type { OverrideRow } from '../lib/entries';

export const OVERRIDES_KEY = ['admin', 'translations'] as const;

export function useOverrides() {
  return useQuery({
    queryKey: OVERRIDES_KEY,
    queryFn: async () => {
      const rows: OverrideRow[] = [];
      for (let from = 0; ; from += 1000) {
        const { data, error } = await getSupabase()
          .from('translations')
          .select('namespace,key,language,value')
          .order('id')
          .range(from, from + 999);
        if (error) throw error;
        rows.push(...((data ?? []) as OverrideRow[]));
        if (!data || data.length < 1000) return rows;
      }
    },
    staleTime: 0,
  });
}
