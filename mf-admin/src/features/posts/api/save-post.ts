// Insert or update one post; returns the saved row. An update sends the version the editor loaded:
// if someone saved in between, the database refuses it (409, see isVersionConflict). A unique-slug
// race surfaces as 23505.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PostRow } from '../post-model';

export async function savePost(
  supabase: SupabaseClient,
  row: Record<string, unknown>,
  id?: string,
  version?: number,
): Promise<PostRow> {
  const query = id
    ? supabase.from('blog_posts').update(version === undefined ? row : { ...row, version }).eq('id', id)
    : supabase.from('blog_posts').insert(row);
  const { data, error } = await query.select('*').single();
  if (error) throw error;
  return data as PostRow;
}

/** The database's answer when the post changed since the editor loaded it. */
export const isVersionConflict = (error: unknown) => {
  const e = (error ?? {}) as { code?: string; message?: string };
  return e.code === 'PT409' || /version_conflict/.test(e.message ?? '');
};
