// Open requests whose hearing day has passed (shown as a warning above the list).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { todayIso } from '../lib/hearing-dates';
import { substitutionKeys } from './keys';
import { OPEN_STATUSES } from './substitution-request';

export const overdueCountQueryOptions = () =>
  queryOptions({
    queryKey: substitutionKeys.overdueCount(),
    queryFn: async () => {
      const answer = await getSupabase()
        .from('substitution_requests')
        .select('id', { count: 'exact', head: true })
        .in('status', [...OPEN_STATUSES])
        .lt('hearing_date', todayIso());
      dataOrThrow(answer);
      return answer.count ?? 0;
    },
    staleTime: 30_000,
  });
