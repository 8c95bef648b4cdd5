// Cancels through the e-mail's link token; the firm and the visitor are told by e-mail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPublicDb } from 'shared-core/public-db';
import { FREE_SLOTS_KEY } from './get-free-slots';

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await getPublicDb().rpc('cancel_booking', { token });
      if (error) throw error;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['marketing', 'booking', token] });
      await queryClient.invalidateQueries({ queryKey: FREE_SLOTS_KEY });
    },
  });
}
