import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const useRequestDocument = (id: string) =>
  useSupabaseWrite(
    (request: { title: string; note: string | null }) =>
      getSupabase()
        .from('document_requests')
        .insert({ matter_id: id, ...request }),
    [clientAreaKeys.part(id, 'requests')],
  );
