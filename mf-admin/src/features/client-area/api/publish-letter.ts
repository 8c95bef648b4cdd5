// A new version of the letter (the database numbers it); the client must accept it again.
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const usePublishLetter = (id: string) =>
  useSupabaseWrite(
    (letter: { body: string; language: string }) =>
      getSupabase()
        .from('engagement_letters')
        .insert({ matter_id: id, version: 0, ...letter }),
    [clientAreaKeys.part(id, 'letters')],
  );
