// The lawyers who can be booked, each with their weekly hours per mode (Europe/Madrid local times).
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { bookingKeys } from './keys';

export type BookingMode = 'office' | 'phone' | 'video';

export type AvailabilityRow = Pick<Tables<'booking_availability'>, 'id' | 'weekday' | 'start_time' | 'end_time'> & { mode: BookingMode };

export type LawyerRow = Pick<Tables<'booking_lawyers'>, 'id' | 'name' | 'active'> & { availability: AvailabilityRow[] };

export const lawyersQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.lawyers(),
    queryFn: async (): Promise<LawyerRow[]> => {
      const lawyers = dataOrThrow(
        await getSupabase()
          .from('booking_lawyers')
          .select('id, name, active, availability:booking_availability(id, mode, weekday, start_time, end_time)')
          .order('created_at'),
      ) as LawyerRow[];
      return lawyers.map((lawyer) => ({
        ...lawyer,
        availability: [...lawyer.availability].sort(
          (a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time) || a.mode.localeCompare(b.mode),
        ),
      }));
    },
  });
