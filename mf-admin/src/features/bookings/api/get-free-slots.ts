// Free times of one mode for the next weeks, from the same computation as the public page
// (admin_free_booking_slots → booking_candidates), to move a booking to.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { addDays, madridDay } from '../lib/week';
import { bookingKeys } from './keys';

export interface FreeSlot {
  starts_at: string;
  ends_at: string;
}

export const adminFreeSlotsQueryOptions = (mode: string) =>
  queryOptions({
    queryKey: bookingKeys.freeSlotsOf(mode),
    queryFn: async (): Promise<FreeSlot[]> => {
      const today = madridDay(new Date());
      return dataOrThrow(
        await getSupabase().rpc('admin_free_booking_slots', { booking_mode: mode, from_day: today, to_day: addDays(today, 42) }),
      ) as FreeSlot[];
    },
  });
