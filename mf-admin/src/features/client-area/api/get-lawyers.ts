// The firm's lawyers, to assign a matter to one.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const lawyersQueryOptions = () =>
  queryOptions({
    queryKey: clientAreaKeys.lawyers(),
    queryFn: async () => dataOrThrow(await getSupabase().from('booking_lawyers').select('id, name').order('name')),
  });
