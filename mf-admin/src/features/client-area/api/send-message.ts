// An answer from the firm (the database marks it as the firm's and e-mails the client a notice).
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const useSendMessage = (id: string) =>
  useSupabaseWrite((body: string) => getSupabase().from('matter_messages').insert({ matter_id: id, body }), [clientAreaKeys.part(id, 'messages')]);
