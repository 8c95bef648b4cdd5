// The firm cancels or declines a booking with a reason (cancel_booking_by_firm): the visitor is told in
// their language, and a declined booking says the firm cannot take it rather than that it was cancelled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { BOOKINGS_KEY } from './get-bookings';

export function useCancelBookingByFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason, decline }: { id: string; reason: string; decline: boolean }) => {
      const { error } = await getSupabase().rpc('cancel_booking_by_firm', { booking_id: id, reason, decline });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}
