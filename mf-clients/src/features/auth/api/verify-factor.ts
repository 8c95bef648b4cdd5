// Finishes turning two-step sign-in on: the app's first code verifies the factor and raises this
// session to aal2.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClientSession } from '../../../lib/client-session';
import { lazySupabase } from '../../../lib/lazy-supabase';
import { twoStepKey } from './get-two-step';

export function useVerifyFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const supabase = await lazySupabase();
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw error;
    },
    onSuccess: async () => {
      await useClientSession.getState().refresh();
      await queryClient.invalidateQueries({ queryKey: twoStepKey });
    },
  });
}
