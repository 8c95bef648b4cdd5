-- The static site follows the posts: every change that a visitor of the generated pages would notice
-- (a post published, changed, unpublished, deleted, or going live at its scheduled time) queues a
-- site update, and a Database Webhook asks the site's build hook to regenerate what changed.
--
-- The job that regenerates runs where the site's build runs, not in the database: the hook URL (Vault
-- secret `site_update_hook_url`, with an optional bearer token `site_update_hook_token`) is
--   - hosted: GitHub's repository_dispatch endpoint of this repository
--     (https://api.github.com/repos/<owner>/<repo>/dispatches, token: a fine-grained token with
--     "Contents: write"), which runs .github/workflows/site-update.yml, or any build hook URL;
--   - local: the site-update worker that `npm start` runs beside the site (scripts/site-updates.ts),
--     whose URL local-supabase writes into its Vault stand-in.
-- Either way the job claims the queued updates (claim_site_updates), regenerates the posts' pages in
-- every language, the lists, the sitemap and the feeds, removes the pages of posts that are no longer
-- public, and reports back (finish_site_updates). A pg_cron sweep re-sends the hook for updates left
-- waiting (a lost call, a busy or crashed job) and retries failed ones a few times; the admin shows
-- each post's latest update ("live on the site", "updating", "failed — retry").
-- See supabase/README.md "Static pages follow the posts".

create table public.site_updates (
  id bigint generated always as identity primary key,
  -- The post the update is about (kept after the post is deleted: the job removes its pages).
  post_id uuid not null,
  reason text not null
    constraint site_updates_reason_valid check (reason in ('published', 'changed', 'unpublished', 'deleted', 'retry')),
  status text not null default 'queued'
    constraint site_updates_status_valid check (status in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- A running update whose job has not reported by then is queued again.
  locked_until timestamptz,
  last_error text
);
comment on table public.site_updates is
  'Regenerations of the static pages after a post changed; written by a trigger on blog_posts.';
create index site_updates_open on public.site_updates (requested_at) where status in ('queued', 'running', 'failed');
create index site_updates_post on public.site_updates (post_id, id desc);

alter table public.site_updates enable row level security;
revoke all on table public.site_updates from anon, authenticated;
grant select on table public.site_updates to authenticated;
create policy "Admins read the site updates" on public.site_updates
  for select to authenticated using ((select public.is_admin()));

-- Each post's latest update, for the admin's list. security_invoker: the caller's RLS applies.
create view public.blog_post_site_status with (security_invoker = true) as
  select distinct on (u.post_id) u.post_id, u.id as update_id, u.status, u.reason, u.requested_at, u.finished_at, u.last_error
  from public.site_updates u
  order by u.post_id, u.id desc;
revoke all on table public.blog_post_site_status from anon, authenticated;
grant select on table public.blog_post_site_status to authenticated;

-- Queue ----------------------------------------------------------------------------------------------

create or replace function public.queue_site_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_public boolean := false;
  is_public boolean := false;
  reason text;
begin
  if tg_op <> 'INSERT' then
    was_public := public.blog_post_is_public(old.status, old.publish_at);
  end if;
  if tg_op <> 'DELETE' then
    is_public := public.blog_post_is_public(new.status, new.publish_at);
  end if;
  -- Drafts and future scheduled posts are not on the site: nothing to regenerate.
  if not (was_public or is_public) then
    return null;
  end if;
  -- A save that changed nothing a page shows (the version and time stamp move on every save).
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'version' - 'updated_at') = (to_jsonb(old) - 'version' - 'updated_at') then
    return null;
  end if;
  reason := case
    when tg_op = 'DELETE' then 'deleted'
    when not is_public then 'unpublished'
    when not was_public or (tg_op = 'UPDATE' and old.status <> 'published' and new.status = 'published') then 'published'
    else 'changed'
  end;
  insert into public.site_updates (post_id, reason) values (coalesce(new.id, old.id), reason);
  return null;
end
$$;
revoke all on function public.queue_site_update() from public, anon, authenticated;

create trigger blog_posts_queue_site_update after insert or update or delete on public.blog_posts
  for each row execute function public.queue_site_update();

-- The webhook ------------------------------------------------------------------------------------------

-- Calls the build hook (pg_net: sent after the transaction commits). The body is GitHub's
-- repository_dispatch shape; other build hooks ignore it. Without the Vault secret (a project not
-- set up yet) nothing is called and the updates wait in the queue.
create or replace function public.request_site_update()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'site_update_hook_url');
  token text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'site_update_hook_token');
begin
  if hook_url is null then
    return null;
  end if;
  return net.http_post(
    url := hook_url,
    body := jsonb_build_object('event_type', 'site-update'),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Accept', 'application/vnd.github+json', 'User-Agent', 'supabase-site-update')
      || case when token is null then '{}'::jsonb else jsonb_build_object('Authorization', 'Bearer ' || token) end,
    timeout_milliseconds := 10000
  );
end
$$;
revoke all on function public.request_site_update() from public, anon, authenticated;

create or replace function public.site_update_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.request_site_update();
  return null;
end
$$;
revoke all on function public.site_update_webhook() from public, anon, authenticated;
-- One call per statement: publishing many scheduled posts at once is one regeneration.
create trigger site_updates_webhook after insert on public.site_updates
  for each statement execute function public.site_update_webhook();

-- The job's side ---------------------------------------------------------------------------------------

-- Takes every queued update (the job regenerates them in one run). A lease: a job that dies leaves
-- them to be queued again by the sweep.
create or replace function public.claim_site_updates(lease_seconds integer default 300)
returns setof public.site_updates
language sql
security definer
set search_path = ''
as $$
  update public.site_updates u
    set status = 'running', attempts = u.attempts + 1, started_at = now(),
        locked_until = now() + make_interval(secs => lease_seconds), last_error = null
    where u.id in (select q.id from public.site_updates q where q.status = 'queued' order by q.id for update skip locked)
    returning u.*
$$;
revoke all on function public.claim_site_updates(integer) from public, anon, authenticated;
grant execute on function public.claim_site_updates(integer) to service_role;

create or replace function public.finish_site_updates(update_ids bigint[], error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.site_updates
    set status = case when error is null then 'done' else 'failed' end,
        finished_at = now(), locked_until = null, last_error = left(error, 2000)
    where id = any (update_ids) and status = 'running'
$$;
revoke all on function public.finish_site_updates(bigint[], text) from public, anon, authenticated;
grant execute on function public.finish_site_updates(bigint[], text) to service_role;

-- "Failed — retry" in the admin: a new update of the post.
create or replace function public.retry_site_update(post uuid)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id bigint;
begin
  if not (select public.is_admin()) then
    raise exception 'only admins can update the site' using errcode = '42501';
  end if;
  insert into public.site_updates (post_id, reason) values (post, 'retry') returning id into new_id;
  return new_id;
end
$$;
revoke all on function public.retry_site_update(uuid) from public, anon;
grant execute on function public.retry_site_update(uuid) to authenticated;

-- The sweep --------------------------------------------------------------------------------------------
-- Every 15 s: a running update whose lease ran out, and a failed one (up to 3 attempts, 30 s apart),
-- are queued again and the hook called; so is the hook when anything has waited 15 s or more.
create or replace function public.sweep_site_updates()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  requeued integer;
begin
  update public.site_updates set status = 'queued', requested_at = now()
    where (status = 'running' and locked_until < now())
       or (status = 'failed' and attempts < 3 and finished_at < now() - interval '30 seconds');
  get diagnostics requeued = row_count;
  if requeued > 0
     or exists (select 1 from public.site_updates where status = 'queued' and requested_at <= now() - interval '15 seconds') then
    return public.request_site_update();
  end if;
  return null;
end
$$;
revoke all on function public.sweep_site_updates() from public, anon, authenticated;

select cron.schedule('site-updates-sweep', '15 seconds', 'select public.sweep_site_updates()');
