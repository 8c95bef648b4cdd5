// The bookings of one week (Monday to Sunday, office days in Europe/Madrid), with their lawyer.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { dataOrThrow } from '../../../lib/supabase-result';
import { bookingKeys } from './keys';

export interface BookingRow {
  id: string;
  starts_at: string;
  ends_at: string;
  mode: 'office' | 'phone' | 'video';
  practice_area: string;
  name: string;
  email: string;
  phone: string | null;
  description: string;
  language: string;
  time_zone: string;
  status: 'confirmed' | 'cancelled' | 'declined';
  status_reason: string | null;
  meeting_url: string | null;
  lawyer: { name: string } | null;
}

/** from/to: instants bounding the week (its Monday 00:00 and next Monday 00:00 in Madrid). */
export const bookingsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.week(from),
    queryFn: async (): Promise<BookingRow[]> =>
      dataOrThrow(
        await getSupabase()
        .from('bookings')
        .select('id, starts_at, ends_at, mode, practice_area, name, email, phone, description, language, time_zone, status, status_reason, meeting_url, lawyer:booking_lawyers(name)')
        .gte('starts_at', from)
        .lt('starts_at', to)
          .order('starts_at'),
      ) as unknown as BookingRow[],
  });
