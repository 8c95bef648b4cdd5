// Opening a file: the database logs who opened it (open_matter_document()) and storage gives a link
// valid for one minute, so a copied address stops working soon.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';

export const SIGNED_URL_SECONDS = 60;

export function useOpenDocument() {
  return useMutation({
    mutationFn: async (documentId: string) => {
      const supabase = getSupabase();
      const { data: path, error } = await supabase.rpc('open_matter_document', { document: documentId });
      if (error) throw error;
      const signed = await supabase.storage.from('client-documents').createSignedUrl(path, SIGNED_URL_SECONDS);
      if (signed.error) throw signed.error;
      return signed.data.signedUrl;
    },
  });
}
