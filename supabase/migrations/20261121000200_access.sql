-- Who may do what. Row-level security is the security boundary of the site, not the UI.
-- The full matrix (table x role x operation) is in supabase/README.md; keep both in step.
--
-- Roles: anon (public visitors), authenticated (any signed-in user; not admin unless the JWT says so),
-- admin (authenticated + app_metadata.role = 'admin', see is_admin()), service_role (server key;
-- bypasses RLS by design).

-- is_admin ---------------------------------------------------------------------------------------
-- MFA policy: an admin who has a verified TOTP factor counts as admin only in an aal2 session (after
-- the TOTP challenge). An admin without any verified factor is admin at aal1, so the firm can enrol
-- MFA later without being locked out. SECURITY DEFINER because auth.mfa_factors is not readable by
-- the API roles.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
    and (
      coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = auth.uid() and f.status = 'verified'
      )
    )
$$;
comment on function public.is_admin() is
  'True for a JWT with app_metadata.role = admin; at aal2 if the user has a verified MFA factor.';

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Request bookkeeping ----------------------------------------------------------------------------

-- Public submitters cannot choose their consent or creation time: the server stamps them. Admins,
-- the service role and migrations/seeds keep what they send. SECURITY INVOKER on purpose: it
-- looks at current_user, the API role PostgREST switched to.
create or replace function public.stamp_public_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
    new.consent_at := now();
    new.created_at := now();
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- Who moved a request to another status, and when.
create or replace function public.track_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    new.status_changed_by := auth.uid();
  end if;
  return new;
end
$$;

revoke all on function public.stamp_public_request(), public.track_status_change() from public, anon, authenticated;

create trigger contact_requests_stamp before insert on public.contact_requests
  for each row execute function public.stamp_public_request();
create trigger contact_requests_status before update on public.contact_requests
  for each row execute function public.track_status_change();
create trigger substitution_requests_stamp before insert on public.substitution_requests
  for each row execute function public.stamp_public_request();
create trigger substitution_requests_status before update on public.substitution_requests
  for each row execute function public.track_status_change();

-- Table privileges -------------------------------------------------------------------------------
-- Hosted Supabase grants ALL on new public tables to anon and authenticated; start from nothing and
-- grant back only what the policies below can ever allow.

revoke all on table
  public.language_settings, public.testimonials, public.blog_posts, public.stats_realtime,
  public.contact_requests, public.substitution_requests, public.translations
from anon, authenticated;

grant all on table
  public.language_settings, public.testimonials, public.blog_posts, public.stats_realtime,
  public.contact_requests, public.substitution_requests, public.translations
to service_role;

-- Public content: everyone reads (rows filtered by RLS); only admins (authenticated + is_admin) write.
grant select on table public.language_settings, public.testimonials, public.blog_posts, public.translations
  to anon, authenticated;
grant insert, update, delete on table public.language_settings, public.testimonials, public.blog_posts, public.translations
  to authenticated;

-- Counters: readable by admins only; written only through record_visit().
grant select on table public.stats_realtime to authenticated;
revoke all on sequence public.stats_realtime_id_seq from anon, authenticated;

-- Requests: anon may insert the form's columns only (so it cannot set status, timestamps, ...);
-- authenticated gets full insert (admins may file a request by hand; RLS limits the rest).
grant insert (name, email, phone, consultation_format, practice_area, message, language,
              consent_given, consent_text_version)
  on table public.contact_requests to anon;
grant insert (lawyer_name, colegio, colegiado_number, email, phone, court, city, hearing_date, hearing_time,
              procedure_type, procurator_needed, notes, language, consent_given, consent_text_version)
  on table public.substitution_requests to anon;
grant select, insert, update, delete on table public.contact_requests, public.substitution_requests
  to authenticated;

-- Row-level security -----------------------------------------------------------------------------

alter table public.language_settings enable row level security;
alter table public.testimonials enable row level security;
alter table public.blog_posts enable row level security;
alter table public.stats_realtime enable row level security;
alter table public.contact_requests enable row level security;
alter table public.substitution_requests enable row level security;
alter table public.translations enable row level security;

-- language_settings
-- Policies call is_admin() through a sub-select: Postgres then evaluates it once per query instead of
-- once per row (each call reads auth.mfa_factors), which keeps admin lists fast on large tables.
create policy "Public reads active languages" on public.language_settings
  for select to anon, authenticated using (is_active);
create policy "Admins read all languages" on public.language_settings
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add languages" on public.language_settings
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit languages" on public.language_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete languages" on public.language_settings
  for delete to authenticated using ((select public.is_admin()));

-- testimonials
create policy "Public reads active testimonials" on public.testimonials
  for select to anon, authenticated using (active);
create policy "Admins read all testimonials" on public.testimonials
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add testimonials" on public.testimonials
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit testimonials" on public.testimonials
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete testimonials" on public.testimonials
  for delete to authenticated using ((select public.is_admin()));

-- blog_posts
create policy "Public reads visible posts" on public.blog_posts
  for select to anon, authenticated using (not hidden);
create policy "Admins read all posts" on public.blog_posts
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add posts" on public.blog_posts
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit posts" on public.blog_posts
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete posts" on public.blog_posts
  for delete to authenticated using ((select public.is_admin()));

-- translations
create policy "Public reads translations" on public.translations
  for select to anon, authenticated using (true);
create policy "Admins add translations" on public.translations
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit translations" on public.translations
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete translations" on public.translations
  for delete to authenticated using ((select public.is_admin()));

-- stats_realtime: no insert/update/delete policy for anyone; record_visit() is SECURITY DEFINER.
create policy "Admins read visit counters" on public.stats_realtime
  for select to authenticated using ((select public.is_admin()));

-- contact_requests: insert-only for the public (no read back, so clients use Prefer: return=minimal).
create policy "Public submits contact requests" on public.contact_requests
  for insert to anon, authenticated
  with check (status = 'new' and status_changed_by is null and status_changed_at is null);
create policy "Admins add contact requests" on public.contact_requests
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins read contact requests" on public.contact_requests
  for select to authenticated using ((select public.is_admin()));
create policy "Admins edit contact requests" on public.contact_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete contact requests" on public.contact_requests
  for delete to authenticated using ((select public.is_admin()));

-- substitution_requests: same pattern.
create policy "Public submits substitution requests" on public.substitution_requests
  for insert to anon, authenticated
  with check (status = 'new' and status_changed_by is null and status_changed_at is null
              and assigned_lawyer is null and rejection_reason is null);
create policy "Admins add substitution requests" on public.substitution_requests
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins read substitution requests" on public.substitution_requests
  for select to authenticated using ((select public.is_admin()));
create policy "Admins edit substitution requests" on public.substitution_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete substitution requests" on public.substitution_requests
  for delete to authenticated using ((select public.is_admin()));
