-- Images of blog posts and testimonials: a public bucket (anyone can fetch by URL), written by admins.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('public-images', 'public-images', true, 5242880,
        array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif'])
on conflict (id) do nothing;

create policy "Public reads public images" on storage.objects
  for select to anon, authenticated using (bucket_id = 'public-images');
create policy "Admins upload public images" on storage.objects
  for insert to authenticated with check (bucket_id = 'public-images' and (select public.is_admin()));
create policy "Admins replace public images" on storage.objects
  for update to authenticated
  using (bucket_id = 'public-images' and (select public.is_admin()))
  with check (bucket_id = 'public-images' and (select public.is_admin()));
create policy "Admins delete public images" on storage.objects
  for delete to authenticated using (bucket_id = 'public-images' and (select public.is_admin()));
