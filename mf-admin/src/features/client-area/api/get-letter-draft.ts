// A new letter's starting text: the template of the client's language with the matter filled in.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const letterDraftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.part(id, 'draft'),
    queryFn: async () => dataOrThrow(await getSupabase().rpc('draft_engagement_letter', { matter: id })),
    staleTime: Infinity,
  });
