-- Every public fact has a path to the static site, not only posts: an authorised testimonial, a text
-- edited in the admin (translation override) and the languages switched on or off are shown on
-- generated pages too. Each change queues a site update naming what changed (`subject`, with the
-- language and namespace of a text); the job (release/site-updates/worker.ts) maps it to exactly the
-- pages that show it (site-generator/src/site-dependencies.ts) and regenerates those.
-- Expand only: post updates keep their shape (subject 'post', post_id set); apps released before this
-- migration read only post rows.

alter table public.site_updates alter column post_id drop not null;
alter table public.site_updates
  add column subject text not null default 'post'
    constraint site_updates_subject_valid check (subject in ('post', 'testimonials', 'translations', 'languages')),
  add column language text
    constraint site_updates_language_supported check (language is null or public.is_supported_language(language)),
  add column namespace text,
  add constraint site_updates_post_has_id check ((subject = 'post') = (post_id is not null));
comment on column public.site_updates.subject is
  'What changed: a post (post_id), the testimonials, a text (language, namespace) or the active languages.';

-- The admin's per-post status reads post updates only.
create or replace view public.blog_post_site_status with (security_invoker = true) as
  select distinct on (u.post_id) u.post_id, u.id as update_id, u.status, u.reason, u.requested_at, u.finished_at, u.last_error
  from public.site_updates u
  where u.post_id is not null
  order by u.post_id, u.id desc;

-- One queued update per subject is enough: the job reads the current data when it runs, so a burst
-- (an import of 200 texts) queues a handful of updates, not 200.
create or replace function public.queue_content_site_update(changed text, lang text default null, ns text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.site_updates (subject, language, namespace, reason)
  select changed, lang, ns, 'changed'
  where not exists (
    select 1 from public.site_updates u
    where u.status = 'queued' and u.subject = changed and u.language is not distinct from lang and u.namespace is not distinct from ns
  )
$$;
revoke all on function public.queue_content_site_update(text, text, text) from public, anon, authenticated;

-- Testimonials: only active ones are public, so a change matters when the row was or is active.
create or replace function public.queue_testimonials_site_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((to_jsonb(old) ->> 'active')::boolean, false) or coalesce((to_jsonb(new) ->> 'active')::boolean, false) then
    if tg_op <> 'UPDATE' or (to_jsonb(new) - 'updated_at') is distinct from (to_jsonb(old) - 'updated_at') then
      perform public.queue_content_site_update('testimonials');
    end if;
  end if;
  return null;
end
$$;
revoke all on function public.queue_testimonials_site_update() from public, anon, authenticated;
create trigger testimonials_queue_site_update after insert or update or delete on public.testimonials
  for each row execute function public.queue_testimonials_site_update();

-- Texts edited in the admin: the pages of that language that use that namespace (the admin's own
-- texts are on no generated page).
create or replace function public.queue_translations_site_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_before jsonb := to_jsonb(old);
  row_after jsonb := to_jsonb(new);
begin
  if tg_op = 'UPDATE' and row_before ->> 'value' is not distinct from row_after ->> 'value'
     and row_before ->> 'language' = row_after ->> 'language' and row_before ->> 'namespace' = row_after ->> 'namespace' then
    return null;
  end if;
  if row_before is not null and row_before ->> 'namespace' <> 'admin' then
    perform public.queue_content_site_update('translations', row_before ->> 'language', row_before ->> 'namespace');
  end if;
  if row_after is not null and row_after ->> 'namespace' <> 'admin' then
    perform public.queue_content_site_update('translations', row_after ->> 'language', row_after ->> 'namespace');
  end if;
  return null;
end
$$;
revoke all on function public.queue_translations_site_update() from public, anon, authenticated;
create trigger translations_queue_site_update after insert or update or delete on public.translations
  for each row execute function public.queue_translations_site_update();

-- The languages switched on: every page offers them (switcher, alternates), and the sitemap and feeds.
create or replace function public.queue_languages_site_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'UPDATE' or (to_jsonb(new) - 'updated_at') is distinct from (to_jsonb(old) - 'updated_at') then
    perform public.queue_content_site_update('languages');
  end if;
  return null;
end
$$;
revoke all on function public.queue_languages_site_update() from public, anon, authenticated;
create trigger language_settings_queue_site_update after insert or update or delete on public.language_settings
  for each row execute function public.queue_languages_site_update();
