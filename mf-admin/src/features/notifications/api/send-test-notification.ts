// Queues a test e-mail to the firm's recipients, to check the mail set-up end to end.
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { useSupabaseWrite } from '@/lib/use-supabase-write';

export const useSendTestNotification = () => useSupabaseWrite(() => getSupabase().rpc('send_test_notification'), [adminKeys.notifications()]);
