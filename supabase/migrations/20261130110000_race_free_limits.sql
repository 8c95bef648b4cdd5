-- Security round four (#46): the public forms' limits hold under parallel requests on PostgreSQL.
-- check_public_intake and limit_open_bookings counted, then inserted: PGlite runs one query at a time,
-- but on PostgreSQL 29 contact requests sent at once let 11-12 through (limit 5) and 10 bookings 9
-- (limit 2 open). Each now takes a transaction-scoped advisory lock on its e-mail and address keys
-- before counting, so requests for one key are counted one after another; other keys are not held up.

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
  -- One booking per e-mail and per address at a time: the count below then sees every booking
  -- committed before it, so parallel requests cannot all pass it (PostgreSQL runs them at once).
  perform pg_advisory_xact_lock(hashtextextended('bookings:email:' || lower(new.email), 0));
  perform pg_advisory_xact_lock(hashtextextended('bookings:address:' || new.address_hash, 0));
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
  -- Serialised per e-mail and per address (locks taken in this order everywhere, so no deadlock):
  -- each request counts what the ones before it logged, also when they arrive at the same moment.
  perform pg_advisory_xact_lock(hashtextextended('intake:email:' || email_key, 0));
  perform pg_advisory_xact_lock(hashtextextended('intake:address:' || address_key, 0));
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
