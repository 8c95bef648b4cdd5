// Queues a test e-mail to the firm's recipients, to check the mail set-up end to end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { NOTIFICATIONS_KEY } from '../../../components/notification-log/get-notifications';

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await getSupabase().rpc('send_test_notification');
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
