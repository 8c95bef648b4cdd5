// An error the team fixed leaves the list; should it come back it is new again (and mailed again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { siteHealthKeys } from './keys';

export async function removeClientError(id: string) {
  const { error } = await getSupabase().from('client_errors').delete().eq('id', id);
  if (error) throw error;
}

export function useRemoveClientError() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeClientError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteHealthKeys.errors() }),
        // The dashboard's summary counts it.
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
