// Who at the firm receives the e-mail notices (empty: the firm's address of the function's settings).
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { notificationKeys } from './keys';

export type NotificationRecipient = Pick<Tables<'notification_recipients'>, 'id' | 'email' | 'active' | 'created_at'>;

export const notificationRecipientsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.recipients(),
    queryFn: async (): Promise<NotificationRecipient[]> =>
      dataOrThrow(await getSupabase().from('notification_recipients').select('id, email, active, created_at').order('created_at')),
  });
