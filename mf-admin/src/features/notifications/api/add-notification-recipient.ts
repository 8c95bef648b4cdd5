import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { RECIPIENTS_KEY } from './get-notification-recipients';

export function useAddNotificationRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const { error } = await getSupabase().from('notification_recipients').insert({ email });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECIPIENTS_KEY }),
  });
}
