// Sends one e-mail of the log again (a new message; the first stays in the log).
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { useSupabaseWrite } from '@/lib/use-supabase-write';

export const useResendNotification = () =>
  useSupabaseWrite((id: string) => getSupabase().rpc('resend_notification', { notification_id: id }), [adminKeys.notifications()]);
