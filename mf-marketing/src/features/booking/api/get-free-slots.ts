// Free times of the next four weeks for one mode (public.free_booking_slots: times only, no names).
import { queryOptions } from '@tanstack/react-query';
import { getPublicDb } from 'shared-core/public-db';
import { officeDayFromNow, type Slot } from '../lib/slot-days';
import type { BookingMode } from '../lib/booking-schema';

export const FREE_SLOTS_KEY = ['marketing', 'free-booking-slots'] as const;

export const freeSlotsQueryOptions = (mode: BookingMode) =>
  queryOptions({
    queryKey: [...FREE_SLOTS_KEY, mode],
    queryFn: async (): Promise<Slot[]> => {
      const { data, error } = await getPublicDb().rpc('free_booking_slots', {
        booking_mode: mode,
        from_day: officeDayFromNow(0),
        to_day: officeDayFromNow(28),
      });
      if (error) throw error;
      return data as Slot[];
    },
    staleTime: 30_000,
  });
