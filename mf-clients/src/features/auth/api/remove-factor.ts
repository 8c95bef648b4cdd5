// Turns two-step sign-in off (the session is aal2, as removing a verified factor needs); a new token
// then carries aal1, and the e-mail code alone opens the account again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClientSession } from '@/lib/client-session';
import { lazySupabase } from '@/lib/lazy-supabase';
import { twoStepKey } from './get-two-step';

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const supabase = await lazySupabase();
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) throw error;
      await supabase.auth.refreshSession();
    },
    onSuccess: async () => {
      await useClientSession.getState().refresh();
      await queryClient.invalidateQueries({ queryKey: twoStepKey });
    },
  });
}
