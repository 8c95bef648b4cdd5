import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { invalidatePostLists } from './invalidate-posts';
import { postKeys } from './keys';

async function deletePost(id: string): Promise<void> {
  const { data, error } = await getSupabase().from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw error;
  // RLS filters rather than refuses: no row back means this session may not delete it.
  if (!data || data.length === 0) throw Object.assign(new Error('not deleted'), { code: '42501' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      void invalidatePostLists(queryClient);
    },
  });
}
