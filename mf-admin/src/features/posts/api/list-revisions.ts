// The saved versions of one post, newest first (the database keeps the last 50).
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import type { PostRow } from '../lib/post-model';
import { postKeys } from './keys';

/** A saved version as the history reads it; the snapshot is the post's row at that save. */
export type PostRevision = Omit<Tables<'blog_post_revisions'>, 'post_id' | 'snapshot'> & { snapshot: PostRow };

export const revisionsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKeys.revisions(postId),
    queryFn: async (): Promise<PostRevision[]> => {
      const { data, error } = await getSupabase()
        .from('blog_post_revisions')
        .select('id, version, saved_at, saved_by, changed_fields, snapshot')
        .eq('post_id', postId)
        .order('id', { ascending: false });
      if (error) throw error;
      return (data ?? []) as PostRevision[];
    },
    staleTime: 0,
  });
