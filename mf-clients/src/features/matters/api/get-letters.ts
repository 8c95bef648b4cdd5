// The engagement letter's versions, newest first, each with its acceptance (if any).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

export const lettersQuery = (id: string) =>
  queryOptions({
    queryKey: matterKeys.part(id, 'letters'),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('engagement_letters')
        .select('id, version, language, body, created_at, engagement_acceptances(accepted_at, text_sha256)')
        .eq('matter_id', id)
        .order('version', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
