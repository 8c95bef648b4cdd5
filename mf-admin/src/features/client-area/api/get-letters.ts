// The engagement letter's versions with their acceptances (who, when, from where, SHA-256).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

async function readLetters(matterId: string) {
  return dataOrThrow(
    await getSupabase()
      .from('engagement_letters')
      .select('id, version, language, body, created_at, engagement_acceptances(accepted_at, client_address, user_agent, text_sha256)')
      .eq('matter_id', matterId)
      .order('version', { ascending: false }),
  );
}

/** One version of a matter's letter, with its acceptance if the client gave it. */
export type LetterVersion = Awaited<ReturnType<typeof readLetters>>[number];

export const lettersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientAreaKeys.part(id, 'letters'),
    queryFn: () => readLetters(id),
  });
