// The app's code raises this session to aal2: when turning two-step sign-in on (the new factor's first
// code verifies it) and at sign-in's second step (no factorId: the account's verified factor).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClientSession } from '@/lib/client-session';
import { lazySupabase } from '@/lib/lazy-supabase';
import { twoStepKey } from './get-two-step';

export function useVerifyFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId?: string; code: string }) => {
      const supabase = await lazySupabase();
      let id = factorId;
      if (!id) {
        const { data: factors, error } = await supabase.auth.mfa.listFactors();
        if (error) throw error;
        id = factors.totp[0]?.id;
        if (!id) throw new Error('this account has no TOTP factor');
      }
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: id, code });
      if (error) throw error;
    },
    onSuccess: async () => {
      await useClientSession.getState().refresh();
      await queryClient.invalidateQueries({ queryKey: twoStepKey });
    },
  });
}
