// Every matter with its client, most recently changed first.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { dataOrThrow } from '../../../lib/supabase-result';
import { clientAreaKeys } from './keys';

export const mattersQueryOptions = () =>
  queryOptions({
    queryKey: clientAreaKeys.matters(),
    queryFn: async () =>
      dataOrThrow(
        await getSupabase()
          .from('matters')
          .select('id, title, practice_area, status, next_step, next_step_on, updated_at, clients(full_name, email)')
          .order('updated_at', { ascending: false }),
      ),
  });
