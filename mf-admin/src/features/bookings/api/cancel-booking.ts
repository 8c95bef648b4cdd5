// The firm cancels a booking with a reason (cancel_booking_by_firm): the visitor is told in their language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { BOOKINGS_KEY } from './get-bookings';

export function useCancelBookingByFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      const { error } = await getSupabase().rpc('cancel_booking_by_firm', { booking_id: id, reason });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}
