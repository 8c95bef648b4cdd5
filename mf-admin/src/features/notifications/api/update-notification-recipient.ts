import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { RECIPIENTS_KEY } from './get-notification-recipients';

/** Turns a recipient on or off (kept on the list). */
export function useUpdateNotificationRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) => {
      const { error } = await getSupabase().from('notification_recipients').update({ active }).eq('id', id);
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECIPIENTS_KEY }),
  });
}
