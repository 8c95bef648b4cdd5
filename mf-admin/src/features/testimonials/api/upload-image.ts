// Uploads a picture to the public-images bucket and answers its public URL. The bucket takes
// jpeg, png, webp, gif, svg and avif up to 5 MB; checked here first for a clear message.
import { getSupabase } from 'shared-ui/supabase';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An admin-namespace error key, or null when the file can be sent. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'testimonialsAdmin.errors.imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'testimonialsAdmin.errors.imageSize';
  return null;
}

export async function uploadImage(file: File, folder: 'testimonials' | 'platform-logos'): Promise<string> {
  const extension = (file.name.split('.').pop() ?? 'img').toLowerCase().replace(/[^a-z0-9]/g, '') || 'img';
  const path = `${folder}/${crypto.randomUUID()}.${extension}`;
  const storage = getSupabase().storage.from('public-images');
  const { error } = await storage.upload(path, file, { contentType: file.type, cacheControl: '31536000', upsert: false });
  if (error) throw error;
  return storage.getPublicUrl(path).data.publicUrl;
}
