// The booking behind the link of the confirmation e-mail (booking_by_token: time, mode and state only).
import { queryOptions } from '@tanstack/react-query';
import { getPublicDb } from 'shared-core/public-db';

export interface ManagedBooking {
  starts_at: string;
  ends_at: string;
  mode: 'office' | 'phone' | 'video';
  status: 'confirmed' | 'cancelled' | 'declined';
  can_cancel: boolean;
  can_move: boolean;
}

export const bookingByTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['marketing', 'booking', token],
    queryFn: async (): Promise<ManagedBooking | null> => {
      const { data, error } = await getPublicDb().rpc('booking_by_token', { token });
      if (error) throw error;
      return (data as ManagedBooking | null) ?? null;
    },
  });
