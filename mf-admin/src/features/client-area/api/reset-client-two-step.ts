// A client lost their phone: the firm removes their two-step factor and signs them out everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { clientAreaKeys } from './keys';

export function useResetClientTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientId: string) => {
      const { error } = await getSupabase().rpc('reset_client_two_step', { client: clientId });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientAreaKeys.twoStep() }),
  });
}
