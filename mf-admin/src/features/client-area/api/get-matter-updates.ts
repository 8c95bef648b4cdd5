import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const matterUpdatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.part(id, 'updates'),
    queryFn: async () =>
      dataOrThrow(
        await getSupabase().from('matter_updates').select('id, status, body, created_at').eq('matter_id', id).order('created_at', { ascending: false }),
      ),
  });
