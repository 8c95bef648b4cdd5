// Switches a language of the public site on or off.
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { languageSettingsKeys } from './keys';

export const useSetLanguageActive = () =>
  useSupabaseWrite(
    async ({ code, active }: { code: string; active: boolean }) => {
      // The default language is never switched off (the table also refuses an inactive default).
      const result = await getSupabase()
        .from('language_settings')
        .update({ is_active: active })
        .eq('language_code', code)
        .eq('is_default', false)
        .select('language_code');
      return result.error || result.data?.length ? result : { data: null, error: new Error('language not updated') };
    },
    [languageSettingsKeys.all],
  );
