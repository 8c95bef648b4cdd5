import type { SupabaseClient } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import type { PostRow } from '../post-model';

export async function getPost(supabase: SupabaseClient, id: string): Promise<PostRow | null> {
  const { data, error } = await supabase.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as PostRow | null;
}

export function usePost(supabase: SupabaseClient, id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'post', id],
    queryFn: () => getPost(supabase, id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
