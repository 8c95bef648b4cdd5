// Which clients have two-step sign-in on (ids; supabase/migrations/20261129100000_client_two_step.sql).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const clientsWithTwoStepQueryOptions = () =>
  queryOptions({
    queryKey: clientAreaKeys.twoStep(),
    queryFn: async () => dataOrThrow(await getSupabase().rpc('clients_with_two_step')) as string[],
  });
