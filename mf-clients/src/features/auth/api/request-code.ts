// Step 1 of signing in: an e-mail with a one-time code (and a link) to an address the firm invited.
// shouldCreateUser false: nobody becomes a client by asking; an unknown address gets `otp_disabled`.
import { useMutation } from '@tanstack/react-query';
import { pathFor, type Language } from 'shared-i18n';
import { lazySupabase } from '../../../lib/lazy-supabase';

export function useRequestCode() {
  return useMutation({
    mutationFn: async ({ email, language }: { email: string; language: Language }) => {
      const supabase = await lazySupabase();
      const emailRedirectTo = `${window.location.origin}${pathFor({ page: 'clientArea', subpath: '' }, language)}`;
      const { error } = await supabase.auth.signInWithOtp({ email: email.trim(), options: { shouldCreateUser: false, emailRedirectTo } });
      if (error) throw error;
    },
  });
}
