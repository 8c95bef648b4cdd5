// Whether the client has two-step sign-in on: their verified TOTP factor, read from the auth server
// (listFactors fetches the user afresh, so a factor the firm removed is gone here too).
import { queryOptions } from '@tanstack/react-query';
import { lazySupabase } from '@/lib/lazy-supabase';

export const twoStepKey = ['client-two-step'] as const;

export const twoStepQuery = () =>
  queryOptions({
    queryKey: twoStepKey,
    queryFn: async () => {
      const supabase = await lazySupabase();
      const { data, error } = await supabase.auth.mfa.listFactors();
      if (error) throw error;
      const factor = data.all.find((candidate) => candidate.factor_type === 'totp' && candidate.status === 'verified');
      return factor ? { id: factor.id, since: factor.created_at } : null;
    },
  });
