import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { notificationKeys } from './keys';

export const useRemoveNotificationRecipient = () =>
  useSupabaseWrite((id: string) => getSupabase().from('notification_recipients').delete().eq('id', id), [notificationKeys.recipients()]);
