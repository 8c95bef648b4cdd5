// The account's MFA factors (verified or not), for the security screen.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { authKeys } from './keys';

export const mfaFactorsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.mfaFactors(),
    queryFn: async () => {
      const { data, error } = await getSupabase().auth.mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
    staleTime: 0,
  });
