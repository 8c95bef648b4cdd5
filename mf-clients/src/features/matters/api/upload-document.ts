// Sends a requested document: uploaded into the request's folder of the private bucket,
// <matter>/<request>/<file> (the only place a client may upload, while the request is open), with the
// type sniffed from its bytes, then recorded against the request (submit_requested_document()).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import type { DocumentType } from '@/lib/sniff-file';
import { matterKeys } from './keys';

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-80) || 'document';

export function useUploadDocument(matterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, file, type }: { requestId: string; file: File; type: DocumentType }) => {
      const supabase = getSupabase();
      const path = `${matterId}/${requestId}/${crypto.randomUUID()}-${safeName(file.name)}`;
      const upload = await supabase.storage.from('client-documents').upload(path, file, { contentType: type, upsert: false });
      if (upload.error) throw upload.error;
      const { error } = await supabase.rpc('submit_requested_document', { request: requestId, storage_path: path, file_name: file.name });
      if (error) throw error;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matterKeys.part(matterId, 'requests') }),
        queryClient.invalidateQueries({ queryKey: matterKeys.part(matterId, 'documents') }),
      ]),
  });
}
