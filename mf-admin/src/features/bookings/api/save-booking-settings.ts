// Saves the booking rules; free times change at once (they are computed from these on every read).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { BOOKING_SETTINGS_KEY, type BookingSettings } from './get-booking-settings';
import { ADMIN_FREE_SLOTS_KEY } from './get-free-slots';

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BookingSettings) => {
      const { error } = await getSupabase().from('booking_settings').update(settings).eq('id', true);
      if (error) throw error;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: BOOKING_SETTINGS_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_FREE_SLOTS_KEY });
    },
  });
}
