// One whole substitution request (notes included), for the detail dialog.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import type { SubstitutionRequest } from './types';

export const substitutionRequestKey = (id: string) => ['admin', 'substitution_request', id] as const;

export const substitutionRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: substitutionRequestKey(id),
    queryFn: async (): Promise<SubstitutionRequest> => {
      const { data, error } = await getSupabase().from('substitution_requests').select('*').eq('id', id).single();
      if (error) throw error;
      return data as SubstitutionRequest;
    },
    staleTime: 30_000,
  });
