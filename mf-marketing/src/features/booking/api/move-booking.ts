// Moves the booking to another free time through the e-mail's link token. The database issues a new
// token (the old link stops working) and e-mails the updated invitation; a time taken meanwhile is
// refused as booking_slot_taken, a booking moved too often as booking_move_limit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPublicDb } from 'shared-core/public-db';
import { FREE_SLOTS_KEY } from './get-free-slots';

export interface MovedBooking {
  starts_at: string;
  ends_at: string;
  manage_token: string;
}

export class SlotTakenError extends Error {}
/** The visitor has moved this booking as often as the web allows (booking_move_limit). */
export class MoveLimitError extends Error {}

const REFUSALS: Record<string, new (message: string) => Error> = { booking_slot_taken: SlotTakenError, booking_move_limit: MoveLimitError };

export function useMoveBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (startsAt: string): Promise<MovedBooking> => {
      const { data, error } = await getPublicDb().rpc('move_booking', { token, starts_at: startsAt });
      if (error) throw REFUSALS[error.message] ? new REFUSALS[error.message](error.message) : error;
      return data as unknown as MovedBooking;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREE_SLOTS_KEY }),
  });
}
