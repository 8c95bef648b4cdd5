// The booking rules of the firm (one row): meeting length, buffer, horizon, minimum notice, video provider.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';

export interface BookingSettings {
  meeting_minutes: number;
  buffer_minutes: number;
  horizon_days: number;
  min_notice_hours: number;
  video_room_base_url: string;
}

export const BOOKING_SETTINGS_KEY = ['admin', 'booking-settings'] as const;

export const bookingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: BOOKING_SETTINGS_KEY,
    queryFn: async (): Promise<BookingSettings> => {
      const { data, error } = await getSupabase()
        .from('booking_settings')
        .select('meeting_minutes, buffer_minutes, horizon_days, min_notice_hours, video_room_base_url')
        .single();
      if (error) throw error;
      return data as BookingSettings;
    },
  });
