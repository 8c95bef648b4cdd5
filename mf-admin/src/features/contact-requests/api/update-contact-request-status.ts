// Status change; the database stamps status_changed_at/by itself (track_status_change trigger).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { dataOrThrow } from '@/lib/supabase-result';
import type { ContactRequest, ContactStatus } from './contact-request';
import { contactRequestKeys } from './keys';

export function useUpdateContactRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ContactStatus }) =>
      dataOrThrow(await getSupabase().from('contact_requests').update({ status }).eq('id', id).select().single()) as ContactRequest,
    onSuccess: async (row) => {
      queryClient.setQueryData(contactRequestKeys.detail(row.id), row);
      // The dashboard counts the requests still new.
      await Promise.all([contactRequestKeys.lists(), adminKeys.dashboard()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
