-- SVG is a document that can carry script; opened from its public URL it would run on the storage
-- origin. The public-images bucket keeps raster images only (the admin checks the same first:
-- mf-admin/src/lib/images.ts). SVGs uploaded before stay readable; remove them from the bucket by hand.
update storage.buckets
  set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
  where id = 'public-images';
