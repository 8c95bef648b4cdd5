// Removes one override: the shipped text of the locale file applies again.
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import type { OverrideRow } from '../lib/entries';
import { translationKeys } from './keys';

export const useRemoveOverride = () =>
  useSupabaseWrite(
    ({ namespace, key, language }: Omit<OverrideRow, 'value'>) => getSupabase().from('translations').delete().match({ namespace, key, language }),
    [translationKeys.overrides()],
  );
