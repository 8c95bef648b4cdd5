// Removes a factor; the session store re-reads the assurance level (the last one gone: no code asked).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { useAdminAuth } from '@/lib/admin-session';
import { authKeys } from './keys';

export function useRemoveMfaFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
      if (error) throw error;
    },
    onSuccess: async () => {
      await useAdminAuth.getState().refresh();
      void queryClient.invalidateQueries({ queryKey: authKeys.mfaFactors() });
    },
  });
}
