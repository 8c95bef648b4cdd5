// The firm moves a booking to another free time with a reason (reschedule_booking_by_firm): the visitor
// gets the updated invitation and a new link in their language.
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { bookingKeys } from './keys';

export const useRescheduleBooking = () =>
  useSupabaseWrite(
    ({ id, startsAt, reason }: { id: string; startsAt: string; reason: string }) =>
      getSupabase().rpc('reschedule_booking_by_firm', { booking_id: id, starts_at: startsAt, reason }),
    [bookingKeys.weeks(), bookingKeys.freeSlots()],
  );
