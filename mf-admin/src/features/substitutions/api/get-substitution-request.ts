// One whole substitution request (notes included), for the detail dialog.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { substitutionKeys } from './keys';
import type { SubstitutionRequest } from './substitution-request';

export const substitutionRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: substitutionKeys.detail(id),
    queryFn: async (): Promise<SubstitutionRequest> =>
      dataOrThrow(await getSupabase().from('substitution_requests').select('*').eq('id', id).single()) as SubstitutionRequest,
    staleTime: 30_000,
  });
