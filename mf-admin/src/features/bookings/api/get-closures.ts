// Days without bookings from today on: holidays (national, Valencian, Dénia) and the firm's or a
// lawyer's days off.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { bookingKeys } from './keys';

export type ClosureScope = 'national' | 'regional' | 'local' | 'firm' | 'lawyer';

export type ClosureRow = Pick<Tables<'booking_closures'>, 'id' | 'day' | 'name' | 'lawyer_id'> & { scope: ClosureScope };

export const closuresQueryOptions = (fromDay: string) =>
  queryOptions({
    queryKey: bookingKeys.closuresFrom(fromDay),
    queryFn: async (): Promise<ClosureRow[]> =>
      dataOrThrow(await getSupabase().from('booking_closures').select('id, day, name, scope, lawyer_id').gte('day', fromDay).order('day')) as ClosureRow[],
  });
