// Save (upsert on namespace+key+language) or remove one override. The public site picks it up on
// its next page load (the shell merges overrides over the files at start-up).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import type { OverrideRow } from '../lib/entries';
import { OVERRIDES_KEY } from './get-overrides';

export function useSaveOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: OverrideRow) => {
      const { error } = await getSupabase().from('translations').upsert(row, { onConflict: 'namespace,key,language' });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OVERRIDES_KEY }),
  });
}

export function useRemoveOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ namespace, key, language }: Omit<OverrideRow, 'value'>) => {
      const { error } = await getSupabase().from('translations').delete().match({ namespace, key, language });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OVERRIDES_KEY }),
  });
}
