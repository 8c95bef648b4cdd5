// Cover images go to the public-images bucket (≤ 5 MB, image types only — the bucket enforces the
// same) under posts/, with a random name so uploads never overwrite each other.
import type { SupabaseClient } from '@supabase/supabase-js';

export async function uploadPostImage(supabase: SupabaseClient, file: File): Promise<string> {
  const extension = (file.name.split('.').pop() ?? 'img').toLowerCase().replace(/[^a-z0-9]/g, '') || 'img';
  const path = `posts/${Date.now()}-${Math.random().toString(36).slice(2, 10)}.${extension}`;
  const bucket = supabase.storage.from('public-images');
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false, cacheControl: '31536000' });
  if (error) throw error;
  return bucket.getPublicUrl(path).data.publicUrl;
}
