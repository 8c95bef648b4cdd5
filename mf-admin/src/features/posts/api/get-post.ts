// One post with every column, for the editor. `getPost` alone reads the version someone else saved
// (conflict dialog) without replacing what the editor loaded.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import type { PostRow } from '../lib/post-model';
import { postKeys } from './keys';

export async function getPost(id: string): Promise<PostRow | null> {
  const { data, error } = await getSupabase().from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as PostRow | null;
}

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: () => getPost(id),
    staleTime: 0,
  });
