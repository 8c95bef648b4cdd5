// The firm moves a booking to another free time with a reason (reschedule_booking_by_firm): the visitor
// gets the updated invitation and a new link in their language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { ADMIN_FREE_SLOTS_KEY } from './get-free-slots';
import { BOOKINGS_KEY } from './get-bookings';

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, startsAt, reason }: { id: string; startsAt: string; reason: string }) => {
      const { error } = await getSupabase().rpc('reschedule_booking_by_firm', { booking_id: id, starts_at: startsAt, reason });
      if (error) throw error;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_FREE_SLOTS_KEY });
    },
  });
}
