// Step 2: the code from the e-mail (or the token hash of its link) opens a session.
import { useMutation } from '@tanstack/react-query';
import { lazySupabase } from '@/lib/lazy-supabase';

export type Verification = { email: string; code: string } | { tokenHash: string };

export function useVerifyCode() {
  return useMutation({
    mutationFn: async (verification: Verification) => {
      const supabase = await lazySupabase();
      const { error } =
        'tokenHash' in verification
          ? await supabase.auth.verifyOtp({ token_hash: verification.tokenHash, type: 'magiclink' })
          : await supabase.auth.verifyOtp({ email: verification.email.trim(), token: verification.code.trim(), type: 'email' });
      if (error) throw error;
    },
  });
}
