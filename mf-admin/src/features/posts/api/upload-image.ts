// Cover images go to the public-images bucket under posts/ (types and size: src/lib/images.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { uploadPublicImage } from '../../../lib/images';

export const uploadPostImage = (supabase: SupabaseClient, file: File) => uploadPublicImage(supabase, file, 'posts');
