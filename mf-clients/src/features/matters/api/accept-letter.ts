// Accepting the letter sends the SHA-256 of the exact text on screen; the database refuses it when the
// stored text differs or a newer version exists, and records who, when and from which address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { sha256Hex } from '@/lib/sha256';
import { matterKeys } from './keys';

export function useAcceptLetter(matterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ letterId, body }: { letterId: string; body: string }) => {
      const { error } = await getSupabase().rpc('accept_engagement_letter', { letter: letterId, text_sha256: await sha256Hex(body) });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: matterKeys.part(matterId, 'letters') }),
  });
}
