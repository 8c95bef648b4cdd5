// Cover images go to the public-images bucket under posts/ (types and size: src/lib/images.ts).
import { useMutation } from '@tanstack/react-query';
import { uploadPublicImage } from '@/lib/images';

export const useUploadPostImage = () => useMutation({ mutationFn: (file: File) => uploadPublicImage(file, 'posts') });
