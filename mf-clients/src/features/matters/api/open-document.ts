// Opening a file: the Edge Function open-matter-document checks access and logs the opening as the
// client (open_matter_document()), then gives a link valid for one minute, so a copied address stops
// working soon. Clients cannot read the bucket themselves: this is the only way to a file, always logged.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';

export const SIGNED_URL_SECONDS = 60;

export function useOpenDocument() {
  return useMutation({
    mutationFn: async (documentId: string) => {
      const { data, error } = await getSupabase().functions.invoke<{ signedUrl: string }>('open-matter-document', {
        body: { document: documentId },
      });
      if (error) throw error;
      if (!data?.signedUrl) throw new Error('document_not_found');
      return data.signedUrl;
    },
  });
}
