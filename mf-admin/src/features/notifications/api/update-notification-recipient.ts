import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { notificationKeys } from './keys';

/** Turns a recipient on or off (kept on the list). */
export const useUpdateNotificationRecipient = () =>
  useSupabaseWrite(
    ({ id, active }: { id: string; active: boolean }) => getSupabase().from('notification_recipients').update({ active }).eq('id', id),
    [notificationKeys.recipients()],
  );
