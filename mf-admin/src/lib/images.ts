// Pictures the admin uploads to the public-images bucket (post covers, testimonial photos, platform
// logos). The bucket enforces the same types and size (supabase/migrations/20261124110100_no_svg_uploads.sql);
// checking here first gives a message beside the field. No SVG: an SVG is a document that can carry
// script, and it would run on the storage origin when its URL is opened.
import { getSupabase } from 'shared-core/supabase';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const isAllowedImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

/** Uploads under `folder/` with a random name (uploads never overwrite each other); answers the public URL. */
export async function uploadPublicImage(file: File, folder: string): Promise<string> {
  const extension = (file.name.split('.').pop() ?? 'img').toLowerCase().replace(/[^a-z0-9]/g, '') || 'img';
  const path = `${folder}/${crypto.randomUUID()}.${extension}`;
  const bucket = getSupabase().storage.from('public-images');
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false, cacheControl: '31536000' });
  if (error) throw error;
  return bucket.getPublicUrl(path).data.publicUrl;
}
