// The booking rules of the firm (one row): meeting length, buffer, horizon, minimum notice, video provider.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { bookingKeys } from './keys';

export type BookingSettings = Pick<
  Tables<'booking_settings'>,
  'meeting_minutes' | 'buffer_minutes' | 'horizon_days' | 'min_notice_hours' | 'video_room_base_url'
>;

export const bookingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.settings(),
    queryFn: async (): Promise<BookingSettings> =>
      dataOrThrow(
        await getSupabase().from('booking_settings').select('meeting_minutes, buffer_minutes, horizon_days, min_notice_hours, video_room_base_url').single(),
      ),
  });
