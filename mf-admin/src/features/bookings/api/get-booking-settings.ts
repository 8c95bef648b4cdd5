// The booking rules of the firm (one row): meeting length, buffer, horizon, minimum notice, video provider.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { dataOrThrow } from '../../../lib/supabase-result';
import { bookingKeys } from './keys';

export interface BookingSettings {
  meeting_minutes: number;
  buffer_minutes: number;
  horizon_days: number;
  min_notice_hours: number;
  video_room_base_url: string;
}

export const bookingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.settings(),
    queryFn: async (): Promise<BookingSettings> =>
      dataOrThrow(await getSupabase().from('booking_settings').select('meeting_minutes, buffer_minutes, horizon_days, min_notice_hours, video_room_base_url').single()),
  });
