-- Security round four (#46): staff sign in with their password (and, once enrolled, their factor),
-- never with an e-mail code. E-mail codes are the clients' way in; hosted Auth sends them to any
-- existing user, so the database decides:
--   - public.is_admin() needs a session whose `amr` holds `password`, and, with a factor, `totp` at
--     aal2: a code-only session is never admin, even inside the onboarding window.
--   - public.custom_access_token_hook() refuses to issue a token to anyone who is not a client when
--     the session was not opened with a password (Auth's Custom Access Token hook, enabled in
--     supabase/config.toml; on a hosted project: Authentication → Hooks). So a staff account gets no
--     session at all from a code, and cannot enrol the first factor with one.

-- Whether the caller's session was opened or raised with `method` (GoTrue's amr: [{method, timestamp}]).
create or replace function public.session_has_method(method text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(auth.jwt() -> 'amr') = 'array', false)
    and exists (
      select 1 from jsonb_array_elements(auth.jwt() -> 'amr') m
      where coalesce(m ->> 'method', m #>> '{}') = session_has_method.method
    )
$$;
revoke all on function public.session_has_method(text) from public;
grant execute on function public.session_has_method(text) to anon, authenticated, service_role;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
    and public.session_has_method('password')
    and (
      -- With a factor enrolled in time: admin in an aal2 session raised by that factor only.
      (
        coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
        and public.session_has_method('totp')
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
  'Admin role in the JWT, a password session, and either aal2 by TOTP with a factor enrolled within the onboarding window or, without a factor, that window still open.';

-- Auth calls this before it issues any access token (sign-in, code, refresh, MFA). Only clients may
-- hold a session that no password opened.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  claims jsonb := event -> 'claims';
  amr jsonb := case when jsonb_typeof(event -> 'claims' -> 'amr') = 'array' then event -> 'claims' -> 'amr' else '[]'::jsonb end;
begin
  if coalesce(claims -> 'app_metadata' ->> 'role', '') <> 'client'
     and not exists (select 1 from jsonb_array_elements(amr) m where coalesce(m ->> 'method', m #>> '{}') = 'password') then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Staff accounts sign in with their password'));
  end if;
  return event;
end
$$;
revoke all on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
