// The bookings of one week (Monday to Sunday, office days in Europe/Madrid), with their lawyer.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { bookingKeys } from './keys';

/** mode and status: the values the table's check constraints allow; the lawyer comes embedded. */
export type BookingRow = Pick<
  Tables<'bookings'>,
  'id' | 'starts_at' | 'ends_at' | 'practice_area' | 'name' | 'email' | 'phone' | 'description' | 'language' | 'time_zone' | 'status_reason' | 'meeting_url'
> & { mode: 'office' | 'phone' | 'video'; status: 'confirmed' | 'cancelled' | 'declined'; lawyer: Pick<Tables<'booking_lawyers'>, 'name'> | null };

/** from/to: instants bounding the week (its Monday 00:00 and next Monday 00:00 in Madrid). */
export const bookingsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.week(from),
    queryFn: async (): Promise<BookingRow[]> =>
      dataOrThrow(
        await getSupabase()
          .from('bookings')
          .select(
            'id, starts_at, ends_at, mode, practice_area, name, email, phone, description, language, time_zone, status, status_reason, meeting_url, lawyer:booking_lawyers(name)',
          )
          .gte('starts_at', from)
          .lt('starts_at', to)
          .order('starts_at'),
      ) as unknown as BookingRow[],
  });
