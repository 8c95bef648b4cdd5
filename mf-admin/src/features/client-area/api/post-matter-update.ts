// A dated update for the client, optionally moving the matter to a new status; the client gets a
// content-free e-mail (a trigger queues it).
import { getSupabase } from 'shared-core/supabase';
import type { Tables } from 'shared-core/database';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const usePostMatterUpdate = (id: string) =>
  useSupabaseWrite(
    (update: { body: string; status: Tables<'matters'>['status'] | null }) =>
      getSupabase()
        .from('matter_updates')
        .insert({ matter_id: id, ...update }),
    [clientAreaKeys.part(id, 'updates'), clientAreaKeys.matter(id), clientAreaKeys.matters()],
  );
