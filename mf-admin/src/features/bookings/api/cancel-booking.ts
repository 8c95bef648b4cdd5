// The firm cancels or declines a booking with a reason (cancel_booking_by_firm): the visitor is told in
// their language, and a declined booking says the firm cannot take it rather than that it was cancelled.
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { bookingKeys } from './keys';

export const useCancelBookingByFirm = () =>
  useSupabaseWrite(
    ({ id, reason, decline }: { id: string; reason: string; decline: boolean }) =>
      getSupabase().rpc('cancel_booking_by_firm', { booking_id: id, reason, decline }),
    [bookingKeys.weeks()],
  );
