// The sign-in's second step for clients with two-step sign-in on: the code of their TOTP factor
// raises the session to aal2; the session store then shows their matters.
import { useMutation } from '@tanstack/react-query';
import { useClientSession } from '../../../lib/client-session';
import { lazySupabase } from '../../../lib/lazy-supabase';

export function useVerifySecondStep() {
  return useMutation({
    mutationFn: async (code: string) => {
      const supabase = await lazySupabase();
      const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
      if (listError) throw listError;
      const factor = factors.totp[0];
      if (!factor) throw new Error('this account has no TOTP factor');
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (error) throw error;
      await useClientSession.getState().refresh();
    },
  });
}
