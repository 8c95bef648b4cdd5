import { getSupabase } from 'shared-core/supabase';
import type { TablesInsert } from 'shared-core/database';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const useCreateMatter = () =>
  useSupabaseWrite((matter: TablesInsert<'matters'>) => getSupabase().from('matters').insert(matter).select('id').single(), [clientAreaKeys.matters()]);
