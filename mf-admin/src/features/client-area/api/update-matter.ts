// The next step and its date (the status moves with the updates, post-matter-update.ts).
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const useUpdateMatter = (id: string) =>
  useSupabaseWrite(
    (change: { next_step: string | null; next_step_on: string | null }) => getSupabase().from('matters').update(change).eq('id', id),
    [clientAreaKeys.matter(id), clientAreaKeys.matters()],
  );
