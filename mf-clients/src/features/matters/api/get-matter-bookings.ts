// The consultations booked for this matter (times, mode and state only).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const matterBookingsQuery = (id: string) =>
  queryOptions({
    queryKey: matterKeys.part(id, 'bookings'),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('matter_bookings', { matter: id });
      if (error) throw error;
      return data;
    },
  });
