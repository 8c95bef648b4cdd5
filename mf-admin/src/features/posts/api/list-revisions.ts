// The saved versions of one post, newest first (the database keeps the last 50).
import type { SupabaseClient } from '@supabase/supabase-js';
import { queryOptions } from '@tanstack/react-query';
import type { PostRow } from '../post-model';

export interface PostRevision {
  id: number;
  version: number;
  saved_at: string;
  saved_by: string | null;
  changed_fields: string[];
  snapshot: PostRow;
}

export const revisionsQueryKey = (postId: string) => ['admin', 'post', postId, 'revisions'] as const;

export const revisionsQueryOptions = (supabase: SupabaseClient, postId: string) =>
  queryOptions({
    queryKey: revisionsQueryKey(postId),
    queryFn: async (): Promise<PostRevision[]> => {
      const { data, error } = await supabase
        .from('blog_post_revisions')
        .select('id, version, saved_at, saved_by, changed_fields, snapshot')
        .eq('post_id', postId)
        .order('id', { ascending: false });
      if (error) throw error;
      return (data ?? []) as PostRevision[];
    },
    staleTime: 0,
  });
