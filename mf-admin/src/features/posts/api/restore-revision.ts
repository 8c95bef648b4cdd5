// Puts a revision's content back as a new save (slugs and publishing state stay). Refused with 409
// when the post changed since `expectedVersion` was loaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import type { PostRow } from '../lib/post-model';
import { postWritten } from './invalidate-posts';

async function restoreRevision({ revisionId, expectedVersion }: { revisionId: number; expectedVersion: number }): Promise<PostRow> {
  const { data, error } = await getSupabase().rpc('restore_blog_post_revision', {
    revision_id: revisionId,
    expected_version: expectedVersion,
  });
  if (error) throw error;
  const row = (data as PostRow[] | null)?.[0];
  if (!row) throw Object.assign(new Error('not restored'), { code: '42501' });
  return row;
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: (row) => postWritten(queryClient, row),
  });
}
