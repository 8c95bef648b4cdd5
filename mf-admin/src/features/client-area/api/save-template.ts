import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const useSaveTemplate = () =>
  useSupabaseWrite((template: { language: string; body: string }) => getSupabase().from('engagement_templates').upsert(template), [clientAreaKeys.templates()]);
