import { getSupabase } from 'shared-ui/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { clientAreaKeys } from './keys';

export const useSaveTemplate = () =>
  useSupabaseWrite((template: { language: string; body: string }) => getSupabase().from('engagement_templates').upsert(template), [clientAreaKeys.templates()]);
