// All rows of language_settings (the admin session reads inactive ones too) and the on/off switch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';

export interface LanguageSetting {
  language_code: string;
  language_name: string;
  is_active: boolean;
  is_default: boolean;
}

export function useLanguageSettings() {
  return useQuery({
    queryKey: ['language_settings', 'admin'],
    queryFn: async () => {
      const { data, error } = await getSupabase().from('language_settings').select('language_code,language_name,is_active,is_default').order('language_code');
      if (error) throw error;
      return (data ?? []) as LanguageSetting[];
    },
    staleTime: 0,
  });
}

export function useSetLanguageActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, active }: { code: string; active: boolean }) => {
      // The default language is never switched off (the table also refuses an inactive default).
      const { data, error } = await getSupabase()
        .from('language_settings')
        .update({ is_active: active })
        .eq('language_code', code)
        .eq('is_default', false)
        .select('language_code');
      if (error) throw error;
      if (!data?.length) throw new Error('language not updated');
    },
    // Also refreshes the public switcher's query when the shell shares this QueryClient.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['language_settings'] }),
  });
}
