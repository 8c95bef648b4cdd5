// E-mail + password sign-in, then the session store re-reads who signed in: its status says whether
// the TOTP step comes next ('mfa'). The client is imported on demand (src/lib/lazy-supabase.ts) so the
// login page paints before supabase-js has downloaded.
import { useMutation } from '@tanstack/react-query';
import { useAdminAuth } from '@/lib/admin-session';
import { lazySupabase } from '@/lib/lazy-supabase';

export function useSignIn() {
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const supabase = await lazySupabase();
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return useAdminAuth.getState().refresh();
    },
  });
}
