// The list's quick editor: Spanish title and the three visibility flags only.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface QuickEdit {
  title: string;
  hidden: boolean;
  show_on_homepage: boolean;
  show_additional_categories: boolean;
}

export async function updatePostFlags(supabase: SupabaseClient, id: string, values: QuickEdit): Promise<void> {
  const { data, error } = await supabase.from('blog_posts').update(values).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw Object.assign(new Error('not updated'), { code: '42501' });
}
