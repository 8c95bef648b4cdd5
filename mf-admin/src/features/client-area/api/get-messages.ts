import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const messagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.part(id, 'messages'),
    queryFn: async () =>
      dataOrThrow(await getSupabase().from('matter_messages').select('id, body, from_firm, created_at').eq('matter_id', id).order('created_at')),
  });
