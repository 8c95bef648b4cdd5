// The sign-in's second step: the code of the account's TOTP factor raises the session to aal2,
// then the session store re-reads the status. Client on demand, as in sign-in.ts.
import { useMutation } from '@tanstack/react-query';
import { useAdminAuth } from '@/lib/admin-session';
import { lazySupabase } from '@/lib/lazy-supabase';

export function useVerifyTotp() {
  return useMutation({
    mutationFn: async (code: string) => {
      const supabase = await lazySupabase();
      const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
      if (listError) throw listError;
      const factor = factors.totp[0];
      // No code: the login screen shows its generic error.
      if (!factor) throw new Error('this account has no TOTP factor');
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (error) throw error;
      return useAdminAuth.getState().refresh();
    },
  });
}
