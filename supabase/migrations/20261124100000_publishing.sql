-- Publishing: post states and scheduling, optimistic concurrency, per-language SEO and slugs,
-- revisions with restore, redirects from old slugs, and the job that publishes scheduled posts.
-- Expand-then-contract: the legacy `hidden` column stays and is kept in step with `status` by a
-- trigger, so apps released before this migration (they read and write `hidden`) keep working.
-- See supabase/README.md "Publishing (blog posts)".

-- States and versions ------------------------------------------------------------------------------

alter table public.blog_posts
  add column status text not null default 'published'
    constraint blog_posts_status_valid check (status in ('draft', 'scheduled', 'published', 'unpublished')),
  add column publish_at timestamptz,
  add column published_at timestamptz,
  add column version integer not null default 1,
  add constraint blog_posts_scheduled_needs_time check (status <> 'scheduled' or publish_at is not null);

comment on column public.blog_posts.status is
  'draft (never shown), scheduled (shown from publish_at), published, unpublished (taken down).';
comment on column public.blog_posts.version is
  'Optimistic concurrency: send the version you loaded; a different current version answers 409.';

update public.blog_posts
  set status = case when hidden then 'unpublished' else 'published' end,
      published_at = case when hidden then null else coalesce(date::timestamptz, created_at) end;

-- Per-language SEO fields and slugs ----------------------------------------------------------------
-- Spanish (the default language) uses the unsuffixed columns, like title/excerpt/content.

alter table public.blog_posts
  add column meta_title text constraint blog_posts_meta_title_length check (char_length(meta_title) <= 120),
  add column meta_description text
    constraint blog_posts_meta_description_length check (char_length(meta_description) <= 320),
  add column social_image text constraint blog_posts_social_image_length check (char_length(social_image) <= 2048),
  add column image_alt text constraint blog_posts_image_alt_length check (char_length(image_alt) <= 300);

do $$
declare
  lang text;
begin
  foreach lang in array array['en', 'fr', 'de', 'ar', 'zh', 'ru'] loop
    execute format(
      'alter table public.blog_posts
         add column %1$I text constraint %2$I check (char_length(%1$I) <= 120),
         add column %3$I text constraint %4$I check (char_length(%3$I) <= 320),
         add column %5$I text constraint %6$I check (char_length(%5$I) <= 2048),
         add column %7$I text constraint %8$I check (char_length(%7$I) <= 300),
         add column %9$I text
           constraint %10$I unique
           constraint %11$I check (%9$I ~ ''^[a-z0-9]+(-[a-z0-9]+)*$'' and char_length(%9$I) <= 70)',
      'meta_title_' || lang, 'blog_posts_meta_title_' || lang || '_length',
      'meta_description_' || lang, 'blog_posts_meta_description_' || lang || '_length',
      'social_image_' || lang, 'blog_posts_social_image_' || lang || '_length',
      'image_alt_' || lang, 'blog_posts_image_alt_' || lang || '_length',
      'slug_' || lang, 'blog_posts_slug_' || lang || '_key', 'blog_posts_slug_' || lang || '_format');
  end loop;
end
$$;

-- Who may see a post -------------------------------------------------------------------------------

create or replace function public.blog_post_is_public(status text, publish_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status = 'published' or (status = 'scheduled' and publish_at <= now())
$$;
comment on function public.blog_post_is_public(text, timestamptz) is
  'A scheduled post is public from publish_at even before publish_due_posts() flips its status.';

drop policy "Public reads visible posts" on public.blog_posts;
create policy "Public reads published posts" on public.blog_posts
  for select to anon, authenticated using (public.blog_post_is_public(status, publish_at));

drop index if exists public.blog_posts_public_date;
create index blog_posts_public_date on public.blog_posts (date desc) where status in ('published', 'scheduled');

-- State, version and legacy `hidden` in step -------------------------------------------------------

create or replace function public.sync_blog_post_state()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    -- A client that sends the version it loaded is refused when someone saved in between.
    if new.version is distinct from old.version then
      raise exception 'version_conflict: this post was saved by someone else (current version %)', old.version
        using errcode = 'PT409', hint = 'Reload the post, or keep your copy as a new draft.';
    end if;
    -- The publishing job only moves the state; an editor open on the post must not conflict with it.
    if coalesce(current_setting('app.publishing_job', true), '') <> 'on' then
      new.version := old.version + 1;
    end if;
    -- An app that only knows `hidden` (released before this migration) changed it.
    if new.hidden is distinct from old.hidden and new.status is not distinct from old.status then
      new.status := case
        when not new.hidden then 'published'
        when old.status = 'published' then 'unpublished'
        else old.status
      end;
    end if;
  elsif new.hidden and new.status = 'published' then
    new.status := 'draft';
  end if;
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  new.hidden := new.status <> 'published';
  return new;
end
$$;

create trigger blog_posts_sync_state before insert or update on public.blog_posts
  for each row execute function public.sync_blog_post_state();

-- Scheduled posts go live ----------------------------------------------------------------------------

create or replace function public.publish_due_posts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  published integer;
begin
  perform set_config('app.publishing_job', 'on', true);
  update public.blog_posts
    set status = 'published', published_at = coalesce(published_at, publish_at)
    where status = 'scheduled' and publish_at <= now();
  get diagnostics published = row_count;
  perform set_config('app.publishing_job', '', true);
  return published;
end
$$;
comment on function public.publish_due_posts() is
  'Flips due scheduled posts to published. Run every 10 s by pg_cron (job publish-due-posts).';
revoke all on function public.publish_due_posts() from public, anon, authenticated;
grant execute on function public.publish_due_posts() to service_role;

-- Revisions --------------------------------------------------------------------------------------

create table public.blog_post_revisions (
  id bigint generated by default as identity primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  version integer not null,
  saved_at timestamptz not null default now(),
  saved_by uuid,
  changed_fields text[] not null default '{}',
  snapshot jsonb not null
);
comment on table public.blog_post_revisions is
  'One row per save that changed the post''s content (written by a trigger; the newest 50 per post).';
create index blog_post_revisions_post on public.blog_post_revisions (post_id, version desc);

alter table public.blog_post_revisions enable row level security;
revoke all on table public.blog_post_revisions from anon, authenticated;
grant select on table public.blog_post_revisions to authenticated;
create policy "Admins read revisions" on public.blog_post_revisions
  for select to authenticated using ((select public.is_admin()));

-- Columns that describe the post's state, not its content: they never make a revision.
create or replace function public.blog_post_state_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['id', 'status', 'publish_at', 'published_at', 'hidden', 'version', 'created_at', 'updated_at']
$$;

create or replace function public.record_blog_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text[];
begin
  select coalesce(array_agg(n.key order by n.key), '{}') into changed
    from jsonb_each(to_jsonb(new) - public.blog_post_state_columns()) n
    where tg_op = 'INSERT' or (to_jsonb(old) -> n.key) is distinct from n.value;
  if tg_op = 'UPDATE' and cardinality(changed) = 0 then
    return null;
  end if;
  insert into public.blog_post_revisions (post_id, version, saved_by, changed_fields, snapshot)
    values (new.id, new.version, auth.uid(), changed, to_jsonb(new));
  delete from public.blog_post_revisions
    where post_id = new.id
      and id not in (select id from public.blog_post_revisions where post_id = new.id order by id desc limit 50);
  return null;
end
$$;

create trigger blog_posts_record_revision after insert or update on public.blog_posts
  for each row execute function public.record_blog_post_revision();

-- Restores the content of a revision (titles, texts, SEO, image, categories) as a new save. Slugs and
-- the post's state stay as they are: a restore must not break live URLs or publish anything.
-- SECURITY INVOKER: the caller's RLS decides (only admins can read revisions and update posts).
create or replace function public.restore_blog_post_revision(revision_id bigint, expected_version integer)
returns setof public.blog_posts
language plpgsql
set search_path = ''
as $$
declare
  revision public.blog_post_revisions;
  assignments text;
begin
  select * into revision from public.blog_post_revisions r where r.id = revision_id;
  if not found then
    raise exception 'revision_not_found' using errcode = 'PT404';
  end if;
  select string_agg(format('%1$I = r.%1$I', c.column_name), ', ' order by c.ordinal_position) into assignments
    from information_schema.columns c
    where c.table_schema = 'public' and c.table_name = 'blog_posts'
      and c.column_name <> all (public.blog_post_state_columns())
      and c.column_name not like 'slug%';
  return query execute format(
    'update public.blog_posts p set %s, version = $2
       from jsonb_populate_record(null::public.blog_posts, $1) r
       where p.id = $3
       returning p.*', assignments)
    using revision.snapshot, expected_version, revision.post_id;
end
$$;
revoke all on function public.restore_blog_post_revision(bigint, integer) from public, anon;
grant execute on function public.restore_blog_post_revision(bigint, integer) to authenticated;

-- Old slugs keep working -----------------------------------------------------------------------------

create table public.blog_post_slug_redirects (
  language text not null constraint blog_post_slug_redirects_language check (public.is_supported_language(language)),
  old_slug text not null,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (language, old_slug)
);
comment on table public.blog_post_slug_redirects is
  'Slugs a published post had before; the site answers them with a permanent redirect.';

alter table public.blog_post_slug_redirects enable row level security;
revoke all on table public.blog_post_slug_redirects from anon, authenticated;
grant select on table public.blog_post_slug_redirects to anon, authenticated;
grant delete on table public.blog_post_slug_redirects to authenticated;
-- The sub-select runs under the caller's RLS on blog_posts: visitors see redirects of public posts.
create policy "Public reads redirects of visible posts" on public.blog_post_slug_redirects
  for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = post_id));
create policy "Admins delete redirects" on public.blog_post_slug_redirects
  for delete to authenticated using ((select public.is_admin()));

create or replace function public.record_blog_post_slug_redirects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang text;
  previous_slug text;
  current_slug text;
begin
  foreach lang in array array['es', 'en', 'fr', 'de', 'ar', 'zh', 'ru'] loop
    previous_slug := to_jsonb(old) ->> case lang when 'es' then 'slug' else 'slug_' || lang end;
    current_slug := to_jsonb(new) ->> case lang when 'es' then 'slug' else 'slug_' || lang end;
    -- A slug taken (back) by a post no longer redirects anywhere.
    if current_slug is not null then
      delete from public.blog_post_slug_redirects r where r.language = lang and r.old_slug = current_slug;
    end if;
    -- Only a slug that was ever public can be linked to from outside.
    if old.published_at is not null and previous_slug is not null and previous_slug is distinct from current_slug then
      insert into public.blog_post_slug_redirects (language, old_slug, post_id)
        values (lang, previous_slug, new.id)
        on conflict (language, old_slug) do update set post_id = excluded.post_id, created_at = now();
    end if;
  end loop;
  return null;
end
$$;

create trigger blog_posts_slug_redirects after update on public.blog_posts
  for each row execute function public.record_blog_post_slug_redirects();

-- The schedule -------------------------------------------------------------------------------------
-- Hosted Supabase has pg_cron (preloaded); local-supabase provides the same `cron.schedule` API and runs
-- the jobs itself (local-supabase/sql/platform.sql, local-supabase/src/cron.ts).
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'cron')
     and current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

select cron.schedule('publish-due-posts', '10 seconds', 'select public.publish_due_posts()');
