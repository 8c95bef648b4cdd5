// Saves one override (upsert on namespace+key+language). The public site picks it up on its next
// page load (the shell merges overrides over the files at start-up).
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import type { OverrideRow } from '../lib/entries';
import { translationKeys } from './keys';

export const useSaveOverride = () =>
  useSupabaseWrite(
    (row: OverrideRow) => getSupabase().from('translations').upsert(row, { onConflict: 'namespace,key,language' }),
    [translationKeys.overrides()],
  );
