import type { SupabaseClient } from '@supabase/supabase-js';

export async function deletePost(supabase: SupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw error;
  // RLS filters rather than refuses: no row back means this session may not delete it.
  if (!data || data.length === 0) throw Object.assign(new Error('not deleted'), { code: '42501' });
}
