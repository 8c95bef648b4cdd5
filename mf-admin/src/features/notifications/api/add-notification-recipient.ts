import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { notificationKeys } from './keys';

export const useAddNotificationRecipient = () =>
  useSupabaseWrite((email: string) => getSupabase().from('notification_recipients').insert({ email }), [notificationKeys.recipients()]);
