// Insert or update one post; returns the saved row. A unique-slug race surfaces as 23505.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PostRow } from '../post-model';

export async function savePost(supabase: SupabaseClient, row: Record<string, unknown>, id?: string): Promise<PostRow> {
  const query = id ? supabase.from('blog_posts').update(row).eq('id', id) : supabase.from('blog_posts').insert(row);
  const { data, error } = await query.select('*').single();
  if (error) throw error;
  return data as PostRow;
}
