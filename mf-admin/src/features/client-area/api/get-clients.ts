// The firm's clients with access to the client area.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientAreaKeys.clients(),
    queryFn: async () => dataOrThrow(await getSupabase().from('clients').select('id, email, full_name, language, created_at').order('full_name')),
  });
