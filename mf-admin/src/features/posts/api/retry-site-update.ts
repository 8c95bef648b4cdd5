// "Failed — retry": asks for a new site update of the post (retry_site_update, admins only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { postKeys } from './keys';

export function useRetrySiteUpdate(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await getSupabase().rpc('retry_site_update', { post: postId });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.siteStatus() }),
  });
}
