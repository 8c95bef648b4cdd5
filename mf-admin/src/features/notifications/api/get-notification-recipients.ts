// Who at the firm receives the e-mail notices (empty: the firm's address of the function's settings).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';

export interface NotificationRecipient {
  id: string;
  email: string;
  active: boolean;
  created_at: string;
}

export const RECIPIENTS_KEY = ['admin', 'notification_recipients'] as const;

export const notificationRecipientsQueryOptions = () =>
  queryOptions({
    queryKey: RECIPIENTS_KEY,
    queryFn: async (): Promise<NotificationRecipient[]> => {
      const { data, error } = await getSupabase()
        .from('notification_recipients')
        .select('id, email, active, created_at')
        .order('created_at');
      if (error) throw error;
      return data as NotificationRecipient[];
    },
  });
