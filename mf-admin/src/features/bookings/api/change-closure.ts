// Adds, changes or removes a day without bookings.
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import type { ClosureRow } from './get-closures';
import { bookingKeys } from './keys';

type Change = { kind: 'save'; closure: Omit<ClosureRow, 'id'> & { id?: string } } | { kind: 'remove'; id: string };

function write(change: Change) {
  const table = getSupabase().from('booking_closures');
  if (change.kind === 'remove') return table.delete().eq('id', change.id);
  return change.closure.id ? table.update(change.closure).eq('id', change.closure.id) : table.insert(change.closure);
}

export const useChangeClosure = () => useSupabaseWrite(write, [bookingKeys.closures(), bookingKeys.freeSlots()]);
