// Shares a file with the client: uploaded to the matter's folder of the private bucket, then listed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-80) || 'document';

export function useShareDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: string }) => {
      const supabase = getSupabase();
      const path = `${id}/${crypto.randomUUID()}-${safeName(file.name)}`;
      dataOrThrow(await supabase.storage.from('client-documents').upload(path, file, { contentType: type }));
      dataOrThrow(
        await supabase.from('matter_documents').insert({ matter_id: id, storage_path: path, file_name: file.name, mime_type: type, size_bytes: file.size }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAreaKeys.part(id, 'documents') }),
  });
}
