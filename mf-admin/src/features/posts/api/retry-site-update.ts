// "Failed — retry": asks for a new site update of the post (retry_site_update, admins only).
import type { SupabaseClient } from '@supabase/supabase-js';

export async function retrySiteUpdate(supabase: SupabaseClient, postId: string): Promise<void> {
  const { error } = await supabase.rpc('retry_site_update', { post: postId });
  if (error) throw error;
}
