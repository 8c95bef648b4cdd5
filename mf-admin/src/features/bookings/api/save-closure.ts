// Adds, changes or removes a day without bookings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { CLOSURES_KEY, type ClosureRow } from './get-closures';
import { ADMIN_FREE_SLOTS_KEY } from './get-free-slots';

type Change = { kind: 'save'; closure: Omit<ClosureRow, 'id'> & { id?: string } } | { kind: 'remove'; id: string };

export function useChangeClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => {
      const db = getSupabase().from('booking_closures');
      const { error } =
        change.kind === 'remove'
          ? await db.delete().eq('id', change.id)
          : change.closure.id
            ? await db.update(change.closure).eq('id', change.closure.id)
            : await db.insert(change.closure);
      if (error) throw error;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CLOSURES_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_FREE_SLOTS_KEY });
    },
  });
}
