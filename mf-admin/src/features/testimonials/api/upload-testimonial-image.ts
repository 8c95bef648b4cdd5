// Testimonial photos and platform logos in the public-images bucket (types and size: src/lib/images.ts).
import { IMAGE_MAX_BYTES, isAllowedImageType, uploadPublicImage } from '@/lib/images';

/** An admin-namespace error key, or null when the file can be sent. */
export function imageProblem(file: File): string | null {
  if (!isAllowedImageType(file.type)) return 'testimonialsAdmin.errors.imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'testimonialsAdmin.errors.imageSize';
  return null;
}

export const uploadTestimonialImage = (file: File, folder: 'testimonials' | 'platform-logos') => uploadPublicImage(file, folder);
