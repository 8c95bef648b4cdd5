// Every slug in use, read fresh right before a save so two staff members cannot take the same one.
import type { SupabaseClient } from '@supabase/supabase-js';

export async function listSlugs(supabase: SupabaseClient, exceptId?: string): Promise<string[]> {
  const { data, error } = await supabase.from('blog_posts').select('id, slug');
  if (error) throw error;
  return (data ?? []).filter((row) => row.id !== exceptId).map((row) => row.slug as string);
}
