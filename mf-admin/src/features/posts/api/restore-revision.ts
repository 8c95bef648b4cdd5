// Puts a revision's content back as a new save (slugs and publishing state stay). Refused with 409
// when the post changed since `expectedVersion` was loaded.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PostRow } from '../post-model';

export async function restoreRevision(supabase: SupabaseClient, revisionId: number, expectedVersion: number): Promise<PostRow> {
  const { data, error } = await supabase.rpc('restore_blog_post_revision', {
    revision_id: revisionId,
    expected_version: expectedVersion,
  });
  if (error) throw error;
  const row = (data as PostRow[] | null)?.[0];
  if (!row) throw Object.assign(new Error('not restored'), { code: '42501' });
  return row;
}
