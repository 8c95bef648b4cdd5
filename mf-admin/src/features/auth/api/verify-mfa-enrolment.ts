// Confirms a new TOTP factor with its first code; the session store re-reads the assurance level.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { useAdminAuth } from '@/lib/admin-session';
import { authKeys } from './keys';

export function useVerifyMfaEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw error;
    },
    onSuccess: async () => {
      await useAdminAuth.getState().refresh();
      void queryClient.invalidateQueries({ queryKey: authKeys.mfaFactors() });
    },
  });
}
