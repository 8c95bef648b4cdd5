// Lawyers and their weekly hours: add a lawyer, switch one on or off for booking, add or remove an
// hours row. Every change alters the free times the public page offers at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import type { AvailabilityRow, LawyerRow } from './get-lawyers';
import { bookingKeys } from './keys';

type Change =
  | { kind: 'add-lawyer'; name: string }
  | { kind: 'set-active'; lawyerId: string; active: boolean }
  | { kind: 'add-hours'; lawyerId: string; hours: Omit<AvailabilityRow, 'id'> }
  | { kind: 'remove-hours'; id: string };

async function apply(change: Change) {
  const db = getSupabase();
  const { error } =
    change.kind === 'add-lawyer'
      ? await db.from('booking_lawyers').insert({ name: change.name })
      : change.kind === 'set-active'
        ? await db.from('booking_lawyers').update({ active: change.active }).eq('id', change.lawyerId)
        : change.kind === 'add-hours'
          ? await db.from('booking_availability').insert({ lawyer_id: change.lawyerId, ...change.hours })
          : await db.from('booking_availability').delete().eq('id', change.id);
  if (error) throw error;
}

export function useChangeLawyerHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: apply,
    // The switch moves at once (a checkbox that lags the click reads as broken); a failure refetches.
    onMutate: async (change) => {
      if (change.kind !== 'set-active') return;
      await queryClient.cancelQueries({ queryKey: bookingKeys.lawyers() });
      queryClient.setQueryData<LawyerRow[]>(bookingKeys.lawyers(), (lawyers) =>
        lawyers?.map((lawyer) => (lawyer.id === change.lawyerId ? { ...lawyer, active: change.active } : lawyer)),
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.lawyers() });
      await queryClient.invalidateQueries({ queryKey: bookingKeys.freeSlots() });
    },
  });
}
