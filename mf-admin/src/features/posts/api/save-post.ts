// Insert or update one post; answers the saved row. An update sends the version the editor loaded:
// if someone saved in between, the database refuses it (409, see isVersionConflict). A unique-slug
// race surfaces as 23505.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import type { PostRow, PostWrite } from '../lib/post-model';
import { postWritten } from './invalidate-posts';

export interface SavePostInput {
  row: PostWrite;
  /** Absent: a new post. */
  id?: string;
  /** The version the editor loaded (updates only). */
  version?: number;
}

async function savePost({ row, id, version }: SavePostInput): Promise<PostRow> {
  const table = getSupabase().from('blog_posts');
  const query = id ? table.update(version === undefined ? row : { ...row, version }).eq('id', id) : table.insert(row);
  const { data, error } = await query.select('*').single();
  if (error) throw error;
  return data as PostRow;
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: (row) => postWritten(queryClient, row),
  });
}

/** The database's answer when the post changed since the editor loaded it. */
export const isVersionConflict = (error: unknown) => {
  const e = (error ?? {}) as { code?: string; message?: string };
  return e.code === 'PT409' || /version_conflict/.test(e.message ?? '');
};
