-- MFA is mandatory for admins. A new admin has an onboarding window (security_settings, 7 days by
-- default) to enrol a TOTP factor; after it, an admin without a factor is not admin for the database.
-- A factor only counts if it was enrolled within the window: someone who learns the password later
-- cannot enrol "the first factor" and take the account over. The recovery path (a lost phone) opens a
-- new window: `npm run admin:reset-mfa -- --email …` locally, or the SQL in supabase/README.md
-- ("MFA policy") with the service role on a hosted project.

create table public.security_settings (
  id boolean primary key default true constraint security_settings_single_row check (id),
  mfa_onboarding_days integer not null default 7
    constraint security_settings_mfa_onboarding_days_range check (mfa_onboarding_days between 0 and 90),
  updated_at timestamptz not null default now()
);
comment on table public.security_settings is 'One row. Changed by the operator with the service role, not from the admin UI.';
insert into public.security_settings (id) values (true);

alter table public.security_settings enable row level security;
revoke all on table public.security_settings from anon, authenticated;
grant select on table public.security_settings to authenticated;
create policy "Admins read the security settings" on public.security_settings
  for select to authenticated using ((select public.is_admin()));

-- Until when a user may enrol the factor that makes them admin: the onboarding window after the
-- account was created, or after the last MFA reset (app_metadata.mfa_enrol_by, set by the reset).
create or replace function public.mfa_enrolment_deadline(user_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (u.raw_app_meta_data ->> 'mfa_enrol_by')::timestamptz,
    -- Without the settings row, the default window.
    u.created_at + make_interval(days => coalesce((select s.mfa_onboarding_days from public.security_settings s), 7))
  )
  from auth.users u
  where u.id = user_id
$$;
revoke all on function public.mfa_enrolment_deadline(uuid) from public, anon, authenticated;
grant execute on function public.mfa_enrolment_deadline(uuid) to service_role;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
    and (
      -- With a factor enrolled in time: admin in an aal2 session only.
      (
        coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
        and exists (
          select 1 from auth.mfa_factors f
          where f.user_id = auth.uid() and f.status = 'verified'
            and f.created_at <= public.mfa_enrolment_deadline(auth.uid())
        )
      )
      -- Without one: admin at aal1 during the onboarding window only.
      or (
        not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
        and now() < public.mfa_enrolment_deadline(auth.uid())
      )
    )
$$;
comment on function public.is_admin() is
  'Admin role in the JWT, and either aal2 with a factor enrolled within the onboarding window or, without a factor, that window still open.';

-- What the admin UI shows an admin about MFA: whether a verified factor exists, and until when one
-- may be enrolled. Only about the caller.
create or replace function public.my_mfa_status()
returns table (has_verified_factor boolean, enrol_by timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'),
    public.mfa_enrolment_deadline(auth.uid())
$$;
revoke all on function public.my_mfa_status() from public, anon;
grant execute on function public.my_mfa_status() to authenticated;

-- The recovery path, for the service role only: forget the user's factors and sessions and open a new
-- onboarding window.
create or replace function public.reset_admin_mfa(target_email text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  deadline timestamptz := now() + make_interval(days => coalesce((select s.mfa_onboarding_days from public.security_settings s), 7));
begin
  select u.id into target from auth.users u where lower(u.email) = lower(target_email);
  if target is null then
    raise exception 'user_not_found: %', target_email using errcode = 'PT404';
  end if;
  delete from auth.mfa_factors f where f.user_id = target;
  delete from auth.sessions s where s.user_id = target;
  update auth.users u
    set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('mfa_enrol_by', deadline)
    where u.id = target;
  return deadline;
end
$$;
revoke all on function public.reset_admin_mfa(text) from public, anon, authenticated;
grant execute on function public.reset_admin_mfa(text) to service_role;
