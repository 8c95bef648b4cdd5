// Invites a client: the database creates their account (app_metadata.role 'client') and client row;
// they then sign in at the client area with a code sent to this address.
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const useInviteClient = () =>
  useSupabaseWrite(
    (client: { email: string; fullName: string; language: string }) =>
      getSupabase().rpc('invite_client', { email: client.email, full_name: client.fullName, language: client.language }),
    [clientAreaKeys.clients()],
  );
