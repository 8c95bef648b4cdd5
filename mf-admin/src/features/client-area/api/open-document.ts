// The firm opens a file like the client does: logged, then a one-minute signed link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export function useOpenDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      const supabase = getSupabase();
      const path = dataOrThrow(await supabase.rpc('open_matter_document', { document: documentId }));
      return dataOrThrow(await supabase.storage.from('client-documents').createSignedUrl(path, 60)).signedUrl;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAreaKeys.part(id, 'log') }),
  });
}
