// Step 1 of signing in: an e-mail with a one-time code (and a link) to an address the firm invited.
// shouldCreateUser false: nobody becomes a client by asking. Whether an address is a client's is
// confidential, so every address gets the same screen: the backend mails a stranger that it has no
// access (in `data.language`) instead of a code. A backend that still answers an unknown address with
// GoTrue's otp_disabled is shown the same screen too.
import { useMutation } from '@tanstack/react-query';
import { pathFor, type Language } from 'shared-i18n';
import { lazySupabase } from '@/lib/lazy-supabase';

const SAME_AS_SENT = ['otp_disabled', 'signup_disabled'];

export function useRequestCode() {
  return useMutation({
    mutationFn: async ({ email, language }: { email: string; language: Language }) => {
      const supabase = await lazySupabase();
      const emailRedirectTo = `${window.location.origin}${pathFor({ page: 'clientArea', subpath: '' }, language)}`;
      const { error } = await supabase.auth.signInWithOtp({
        email: email.trim(),
        options: { shouldCreateUser: false, emailRedirectTo, data: { language } },
      });
      if (error && !SAME_AS_SENT.includes(error.code ?? '')) throw error;
    },
  });
}
