// Status change; the database stamps status_changed_at/by itself (track_status_change trigger).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import type { ContactRequest, ContactStatus } from './types';

export function useUpdateContactRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ContactStatus }) => {
      const { data, error } = await getSupabase().from('contact_requests').update({ status }).eq('id', id).select().single();
      if (error) throw error;
      return data as ContactRequest;
    },
    onSuccess: async (row) => {
      queryClient.setQueryData(['admin', 'contact_request', row.id], row);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'contact_requests'] });
    },
  });
}
