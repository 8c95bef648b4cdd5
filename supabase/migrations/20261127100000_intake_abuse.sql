-- Security review, round three (#28): the public forms must not be a way to fill the calendar or to
-- send the firm's mail at will, and the link tokens must not outlive their message.
--   - A visitor moves one booking at most max_moves_per_booking times (each move mails twice):
--     booking_move_limit, SQLSTATE PT429. A booking is cancelled once (cancel_booking refuses a second).
--   - Open bookings (confirmed, still ahead) per e-mail and per client address are limited:
--     booking_limit_email / booking_limit_address, SQLSTATE PT429, shown beside the form.
--   - The link token an e-mail carries (outbox.payload.manage_token) is dropped once the message is
--     sent or has failed for good: the outbox (read by admins, kept in backups) holds no live link.

alter table public.booking_settings
  add column max_moves_per_booking integer not null default 3
    constraint booking_settings_max_moves_per_booking check (max_moves_per_booking between 0 and 20),
  add column max_open_per_email integer not null default 2
    constraint booking_settings_max_open_per_email check (max_open_per_email >= 1),
  add column max_open_per_address integer not null default 5
    constraint booking_settings_max_open_per_address check (max_open_per_address >= 1);
comment on column public.booking_settings.max_open_per_address is
  'Open bookings per client address (local-supabase: BOOKING_LIMIT_OPEN_PER_ADDRESS; test runs, all from one address, lift it).';

-- Moves the visitor made (the firm's own moves do not count), and who booked, as a hash only.
alter table public.bookings
  add column visitor_moves integer not null default 0,
  add column address_hash text;


create or replace function public.limit_open_bookings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.booking_settings;
begin
  new.address_hash := coalesce(new.address_hash, md5(public.request_client_address()));
  -- The firm books as it needs; visitors come as anon, or through the public-intake function.
  if public.is_admin() then
    return new;
  end if;
  select * into settings from public.booking_settings limit 1;
  if (select count(*) from public.bookings b
      where lower(b.email) = lower(new.email) and b.status = 'confirmed' and b.starts_at > now()) >= settings.max_open_per_email then
    raise exception 'booking_limit_email' using errcode = 'PT429';
  end if;
  if (select count(*) from public.bookings b
      where b.address_hash = new.address_hash and b.status = 'confirmed' and b.starts_at > now()) >= settings.max_open_per_address then
    raise exception 'booking_limit_address' using errcode = 'PT429';
  end if;
  return new;
end
$$;
revoke all on function public.limit_open_bookings() from public, anon, authenticated;
create trigger bookings_limit_open before insert on public.bookings
  for each row execute function public.limit_open_bookings();

-- The visitor moves their booking through the link token, until it starts, a few times at most.
create or replace function public.move_booking(token text, starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.bookings;
  result jsonb;
begin
  select * into found from public.bookings b where b.manage_token_hash = public.booking_manage_hash(token) for update;
  if found.id is null then
    raise exception 'booking_not_movable' using errcode = 'PT404';
  end if;
  if found.visitor_moves >= (select s.max_moves_per_booking from public.booking_settings s limit 1) then
    raise exception 'booking_move_limit' using errcode = 'PT429';
  end if;
  result := public.move_booking_internal(found.id, starts_at, null, false);
  update public.bookings b set visitor_moves = b.visitor_moves + 1 where b.id = found.id;
  return result;
end
$$;
grant execute on function public.move_booking(text, timestamptz) to anon, authenticated;

-- A sent (or finally failed) message needs its link token no more.
create or replace function public.forget_sent_link_token()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.payload := new.payload - 'manage_token';
  return new;
end
$$;
revoke all on function public.forget_sent_link_token() from public, anon, authenticated;
create trigger outbox_forget_link_token before update of status on public.outbox
  for each row when (new.status in ('sent', 'failed') and new.payload ? 'manage_token')
  execute function public.forget_sent_link_token();
update public.outbox set payload = payload - 'manage_token' where status in ('sent', 'failed') and payload ? 'manage_token';

-- CAPTCHA on the public forms of a hosted project: with captcha_required on, the forms' functions take
-- requests only from the public-intake Edge Function (service role), which first checks the visitor's
-- Cloudflare Turnstile token (supabase/functions/public-intake). Off by default, so the local site works
-- offline; README.md, "Security", says how a hosted project turns it on.
alter table public.intake_settings add column captcha_required boolean not null default false;

-- The client's address: the one the public-intake function vouches for (it calls with the service
-- role), else the gateway's headers as before.
create or replace function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    case when (select auth.role()) = 'service_role'
         then nullif(btrim(h ->> 'x-intake-client-address'), '') end,
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  )
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) headers
$$;

-- As before, plus: with captcha_required, only the public-intake function gets through.
create or replace function public.check_public_intake(kind text, email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.intake_settings;
  email_key text := md5(lower(btrim(email)));
  address_key text := md5(public.request_client_address());
begin
  select * into settings from public.intake_settings limit 1;
  if settings.captcha_required and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'intake_captcha_required' using errcode = 'PT403';
  end if;
  if (select count(*) from public.intake_log l where l.email_hash = email_key and l.created_at > now() - interval '1 hour')
     >= coalesce(settings.per_email_per_hour, 5) then
    raise exception 'intake_rate_limited_email' using errcode = 'PT429';
  end if;
  if (select count(*) from public.intake_log l where l.address_hash = address_key and l.created_at > now() - interval '1 hour')
     >= coalesce(settings.per_address_per_hour, 30) then
    raise exception 'intake_rate_limited_address' using errcode = 'PT429';
  end if;
  insert into public.intake_log (kind, email_hash, address_hash) values (kind, email_key, address_key);
end
$$;
revoke all on function public.check_public_intake(text, text) from public, anon, authenticated;
