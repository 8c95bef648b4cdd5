// Saves the booking rules; free times change at once (they are computed from these on every read).
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import type { BookingSettings } from './get-booking-settings';
import { bookingKeys } from './keys';

export const useSaveBookingSettings = () =>
  useSupabaseWrite(
    (settings: BookingSettings) => getSupabase().from('booking_settings').update(settings).eq('id', true),
    [bookingKeys.settings(), bookingKeys.freeSlots()],
  );
