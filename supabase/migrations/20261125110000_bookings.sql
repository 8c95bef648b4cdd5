-- Online booking of a first consultation (office, phone or video).
--
-- Times: the firm works in Europe/Madrid wall-clock time. Weekly availability is stored as local times
-- per ISO weekday; a slot's instant is (day + local time) at time zone 'Europe/Madrid', so the changes to
-- and from summer time (last Sundays of March and October) move the UTC instant, never the office hour.
-- Slots are computed in one place, booking_candidates(), used by free_booking_slots() (the public page)
-- and book_consultation() (the booking itself).
--
-- No double booking: an exclusion constraint on lawyer x time range of confirmed bookings. Of many
-- simultaneous attempts on one slot exactly one gets it; the others get booking_slot_taken (PT409).
-- Anonymous visitors read free times only (no names, no bookings) and book only through
-- book_consultation(), with the limits of the other public forms (check_public_intake).

create extension if not exists btree_gist;

create table public.booking_settings (
  id boolean primary key default true constraint booking_settings_single_row check (id),
  meeting_minutes integer not null default 45 constraint booking_settings_meeting_minutes check (meeting_minutes between 15 and 240),
  buffer_minutes integer not null default 15 constraint booking_settings_buffer_minutes check (buffer_minutes between 0 and 120),
  horizon_days integer not null default 60 constraint booking_settings_horizon_days check (horizon_days between 1 and 365),
  min_notice_hours integer not null default 24 constraint booking_settings_min_notice_hours check (min_notice_hours between 0 and 336),
  -- Video rooms are <provider><unguessable name>; Jitsi Meet needs no account or API call.
  video_room_base_url text not null default 'https://meet.jit.si/'
    constraint booking_settings_video_room_base_url check (video_room_base_url ~ '^https://[^\s]+/$'),
  updated_at timestamptz not null default now()
);
insert into public.booking_settings (id) values (true);

create table public.booking_lawyers (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint booking_lawyers_name_length check (char_length(btrim(name)) between 2 and 120),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Weekly availability, local (Europe/Madrid) times, per lawyer and mode.
create table public.booking_availability (
  id uuid primary key default gen_random_uuid(),
  lawyer_id uuid not null references public.booking_lawyers (id) on delete cascade,
  mode text not null constraint booking_availability_mode_valid check (mode in ('office', 'phone', 'video')),
  weekday integer not null constraint booking_availability_weekday_valid check (weekday between 1 and 7),
  start_time time not null,
  end_time time not null,
  constraint booking_availability_range check (start_time < end_time)
);
create index booking_availability_lookup on public.booking_availability (mode, weekday);

-- Days without bookings: holidays (for everyone) and a lawyer's own days off.
create table public.booking_closures (
  id uuid primary key default gen_random_uuid(),
  day date not null,
  lawyer_id uuid references public.booking_lawyers (id) on delete cascade,
  scope text not null default 'firm' constraint booking_closures_scope_valid check (scope in ('national', 'regional', 'local', 'firm', 'lawyer')),
  name text not null constraint booking_closures_name_length check (char_length(btrim(name)) between 2 and 120)
);
create index booking_closures_day on public.booking_closures (day);

-- Spanish national, Valencian regional and Dénia local holidays of 2026 and 2027 (editable; the local
-- ones follow the usual Dénia calendar and must be checked against the Ajuntament's yearly decree).
insert into public.booking_closures (day, scope, name) values
  ('2026-01-01', 'national', 'Año Nuevo'), ('2026-01-06', 'national', 'Epifanía del Señor'),
  ('2026-03-19', 'regional', 'San José'), ('2026-04-03', 'national', 'Viernes Santo'),
  ('2026-04-06', 'regional', 'Lunes de Pascua'), ('2026-05-01', 'national', 'Fiesta del Trabajo'),
  ('2026-06-24', 'regional', 'San Juan'), ('2026-07-13', 'local', 'Santísima Sangre (Dénia)'),
  ('2026-08-15', 'national', 'Asunción de la Virgen'), ('2026-10-09', 'regional', 'Día de la Comunitat Valenciana'),
  ('2026-10-12', 'national', 'Fiesta Nacional de España'), ('2026-12-08', 'national', 'Inmaculada Concepción'),
  ('2026-12-25', 'national', 'Natividad del Señor'), ('2026-12-26', 'local', 'San Esteban (Dénia)'),
  ('2027-01-01', 'national', 'Año Nuevo'), ('2027-01-06', 'national', 'Epifanía del Señor'),
  ('2027-03-19', 'regional', 'San José'), ('2027-03-26', 'national', 'Viernes Santo'),
  ('2027-03-29', 'regional', 'Lunes de Pascua'), ('2027-05-01', 'national', 'Fiesta del Trabajo'),
  ('2027-06-24', 'regional', 'San Juan'), ('2027-07-12', 'local', 'Santísima Sangre (Dénia)'),
  ('2027-08-15', 'national', 'Asunción de la Virgen'), ('2027-10-09', 'regional', 'Día de la Comunitat Valenciana'),
  ('2027-10-12', 'national', 'Fiesta Nacional de España'), ('2027-11-01', 'national', 'Todos los Santos'),
  ('2027-12-06', 'national', 'Día de la Constitución Española'), ('2027-12-08', 'national', 'Inmaculada Concepción'),
  ('2027-12-25', 'national', 'Natividad del Señor');

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  lawyer_id uuid not null references public.booking_lawyers (id),
  mode text not null constraint bookings_mode_valid check (mode in ('office', 'phone', 'video')),
  practice_area text not null
    constraint bookings_practice_area_valid check (practice_area in ('civil', 'family', 'labor', 'immigration', 'inheritance', 'other')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  name text not null constraint bookings_name_length check (char_length(btrim(name)) between 2 and 120),
  email text not null constraint bookings_email_shape check (public.is_email_shaped(email)),
  phone text constraint bookings_phone_shape check (public.is_phone_shaped(phone)),
  description text not null constraint bookings_description_length check (char_length(btrim(description)) between 10 and 2000),
  language text not null default 'es' constraint bookings_language_supported check (public.is_supported_language(language)),
  -- The visitor's time zone (IANA name), to write their e-mails in their local time.
  time_zone text not null default 'Europe/Madrid' constraint bookings_time_zone_length check (char_length(time_zone) between 1 and 64),
  meeting_url text,
  status text not null default 'confirmed' constraint bookings_status_valid check (status in ('confirmed', 'cancelled', 'declined')),
  status_reason text constraint bookings_status_reason_length check (char_length(status_reason) <= 2000),
  -- sha256 of the link token that lets the visitor cancel without an account (valid until the start).
  manage_token_hash text not null constraint bookings_manage_token_hash_unique unique,
  reminder_queued_at timestamptz,
  consent_given boolean not null constraint bookings_consent_required check (consent_given),
  consent_text_version text not null constraint bookings_consent_text_version_length check (char_length(consent_text_version) between 1 and 40),
  consent_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_range check (starts_at < ends_at),
  constraint bookings_no_double_booking exclude using gist (lawyer_id with =, tstzrange(starts_at, ends_at) with &&)
    where (status = 'confirmed')
);
create index bookings_starts_at on public.bookings (starts_at);

alter table public.booking_settings enable row level security;
alter table public.booking_lawyers enable row level security;
alter table public.booking_availability enable row level security;
alter table public.booking_closures enable row level security;
alter table public.bookings enable row level security;
revoke all on table public.booking_settings, public.booking_lawyers, public.booking_availability,
  public.booking_closures, public.bookings from anon, authenticated;
grant select, insert, update, delete on table public.booking_lawyers, public.booking_availability,
  public.booking_closures to authenticated;
grant select, update on table public.booking_settings, public.bookings to authenticated;

create policy "Admins read the booking settings" on public.booking_settings for select to authenticated using ((select public.is_admin()));
create policy "Admins change the booking settings" on public.booking_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins manage lawyers" on public.booking_lawyers for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins manage availability" on public.booking_availability for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins manage closures" on public.booking_closures for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins read bookings" on public.bookings for select to authenticated using ((select public.is_admin()));
create policy "Admins change bookings" on public.bookings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create trigger bookings_updated_at before update on public.bookings
  for each row execute function public.set_updated_at();

-- Every (lawyer, start) that can be booked for a mode between two local days: weekly availability,
-- minus closures, minus what is too soon or too far, minus confirmed bookings with the buffer around
-- them. The one place slots are computed.
create or replace function public.booking_candidates(booking_mode text, from_day date, to_day date)
returns table (lawyer_id uuid, starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with settings as (select * from public.booking_settings limit 1),
  today as (select (now() at time zone 'Europe/Madrid')::date as day),
  days as (
    select d::date as day
    from settings, today,
         generate_series(greatest(from_day, today.day)::timestamp, least(to_day, today.day + settings.horizon_days, from_day + 62)::timestamp, interval '1 day') d
  ),
  candidates as (
    select a.lawyer_id,
           (local_start at time zone 'Europe/Madrid') as starts_at,
           ((local_start + make_interval(mins => settings.meeting_minutes)) at time zone 'Europe/Madrid') as ends_at,
           days.day
    from public.booking_availability a
    join public.booking_lawyers l on l.id = a.lawyer_id and l.active
    join days on extract(isodow from days.day) = a.weekday
    cross join settings
    cross join lateral generate_series(
      days.day + a.start_time,
      days.day + a.end_time - make_interval(mins => settings.meeting_minutes),
      make_interval(mins => settings.meeting_minutes + settings.buffer_minutes)
    ) as local_start
    where a.mode = booking_mode
  )
  select c.lawyer_id, c.starts_at, c.ends_at
  from candidates c, settings
  where c.starts_at >= now() + make_interval(hours => settings.min_notice_hours)
    and not exists (
      select 1 from public.booking_closures x
      where x.day = c.day and (x.lawyer_id is null or x.lawyer_id = c.lawyer_id)
    )
    and not exists (
      select 1 from public.bookings b
      where b.lawyer_id = c.lawyer_id and b.status = 'confirmed'
        and tstzrange(b.starts_at - make_interval(mins => settings.buffer_minutes), b.ends_at + make_interval(mins => settings.buffer_minutes))
            && tstzrange(c.starts_at, c.ends_at)
    )
$$;
revoke all on function public.booking_candidates(text, date, date) from public, anon, authenticated;

-- What the booking page shows: free start times (no lawyer, no booking), each once.
create or replace function public.free_booking_slots(booking_mode text, from_day date, to_day date)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct c.starts_at, c.ends_at from public.booking_candidates(booking_mode, from_day, to_day) c order by 1
$$;
grant execute on function public.free_booking_slots(text, date, date) to anon, authenticated;

create or replace function public.booking_manage_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex')
$$;

-- Books a consultation. Returns what the confirmation page shows and the link token (once).
create or replace function public.book_consultation(request jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested timestamptz;
  local_day date;
  candidate record;
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  booking public.bookings;
  settings public.booking_settings;
begin
  perform public.check_raw_lengths(request, '{"name": 120, "email": 254, "phone": 30, "mode": 10, "practice_area": 20,
    "description": 2000, "language": 5, "time_zone": 64, "starts_at": 40, "consent_text_version": 40, "website": 200}');
  if coalesce(request ->> 'website', '') <> '' then
    return '{}'::jsonb; -- the anti-spam field: a bot is told nothing
  end if;
  begin
    requested := (request ->> 'starts_at')::timestamptz;
  exception when others then
    raise exception 'booking_invalid_time' using errcode = '22007';
  end;
  if requested is null then
    raise exception 'booking_invalid_time' using errcode = '22007';
  end if;
  perform public.check_public_intake('booking', coalesce(request ->> 'email', ''));
  select * into settings from public.booking_settings limit 1;
  local_day := (requested at time zone 'Europe/Madrid')::date;
  for candidate in
    select c.lawyer_id, c.ends_at from public.booking_candidates(request ->> 'mode', local_day, local_day) c
    where c.starts_at = requested
    order by (select count(*) from public.bookings b where b.lawyer_id = c.lawyer_id and b.status = 'confirmed'
              and (b.starts_at at time zone 'Europe/Madrid')::date = local_day), c.lawyer_id
  loop
    begin
      insert into public.bookings (lawyer_id, mode, practice_area, starts_at, ends_at, name, email, phone, description,
                                   language, time_zone, meeting_url, manage_token_hash, consent_given, consent_text_version)
      values (candidate.lawyer_id, request ->> 'mode', request ->> 'practice_area', requested, candidate.ends_at,
              request ->> 'name', request ->> 'email', nullif(request ->> 'phone', ''), request ->> 'description',
              coalesce(request ->> 'language', 'es'), coalesce(nullif(request ->> 'time_zone', ''), 'Europe/Madrid'),
              case when request ->> 'mode' = 'video'
                   then settings.video_room_base_url || 'MRAbogados-' || replace(gen_random_uuid()::text, '-', '') end,
              public.booking_manage_hash(token), coalesce((request ->> 'consent_given')::boolean, false),
              request ->> 'consent_text_version')
      returning * into booking;
      exit;
    exception when exclusion_violation then
      booking := null; -- taken a moment ago by someone else: try the next lawyer
    end;
  end loop;
  if booking.id is null then
    raise exception 'booking_slot_taken' using errcode = 'PT409';
  end if;
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language, payload) values
    (format('bookings:%s:firm', booking.id), 'booking_firm', booking.id,
     (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active), 'es', '{}'),
    (format('bookings:%s:ack', booking.id), 'booking_ack', booking.id, array[booking.email], booking.language,
     jsonb_build_object('manage_token', token));
  return jsonb_build_object('id', booking.id, 'starts_at', booking.starts_at, 'ends_at', booking.ends_at,
                            'mode', booking.mode, 'meeting_url', booking.meeting_url, 'manage_token', token);
end
$$;
grant execute on function public.book_consultation(jsonb) to anon, authenticated;
comment on function public.book_consultation(jsonb) is
  'The public booking page. Refusals: booking_slot_taken (409), booking_invalid_time, intake_* as the other forms.';

-- The booking behind a link token, for the page that cancels it (nothing the holder does not know).
create or replace function public.booking_by_token(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('starts_at', b.starts_at, 'ends_at', b.ends_at, 'mode', b.mode, 'status', b.status,
                            'language', b.language, 'can_cancel', b.status = 'confirmed' and b.starts_at > now())
  from public.bookings b where b.manage_token_hash = public.booking_manage_hash(token)
$$;
grant execute on function public.booking_by_token(text) to anon, authenticated;

-- Cancels through the link token until the meeting starts; the firm and the visitor are told.
create or replace function public.cancel_booking(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  update public.bookings b set status = 'cancelled', status_reason = 'cancelled by the client'
  where b.manage_token_hash = public.booking_manage_hash(token) and b.status = 'confirmed' and b.starts_at > now()
  returning * into booking;
  if booking.id is null then
    raise exception 'booking_not_cancellable' using errcode = 'PT404';
  end if;
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language) values
    (format('bookings:%s:cancelled-firm', booking.id), 'booking_cancelled_firm', booking.id,
     (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active), 'es'),
    (format('bookings:%s:cancelled-ack', booking.id), 'booking_cancelled_ack', booking.id, array[booking.email], booking.language);
  return jsonb_build_object('starts_at', booking.starts_at, 'status', booking.status);
end
$$;
grant execute on function public.cancel_booking(text) to anon, authenticated;

-- The outbox learns the booking messages; a booking message carries what the e-mail needs beyond the row.
alter table public.outbox drop constraint outbox_kind_valid;
alter table public.outbox add constraint outbox_kind_valid check (kind in (
  'contact_firm', 'contact_ack', 'substitution_firm', 'substitution_ack', 'test',
  'booking_firm', 'booking_ack', 'booking_reminder', 'booking_cancelled_firm', 'booking_cancelled_ack'));
alter table public.outbox add column payload jsonb not null default '{}';

alter table public.intake_log drop constraint intake_log_kind_valid;
alter table public.intake_log add constraint intake_log_kind_valid check (kind in ('contact', 'substitution', 'booking'));

-- claim_outbox gives the function the booking row (with its lawyer's name) and the payload.
drop function public.claim_outbox(integer);
create or replace function public.claim_outbox(batch_size integer default 10)
returns table (
  id uuid,
  idempotency_key text,
  kind text,
  recipients text[],
  language text,
  attempts integer,
  request jsonb,
  payload jsonb,
  created_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select o.id from public.outbox o
    where (o.status in ('queued', 'retrying') and o.next_attempt_at <= now())
       or (o.status = 'sending' and o.locked_until < now())
    order by o.next_attempt_at
    limit greatest(1, least(batch_size, 50))
    for update skip locked
  ), claimed as (
    update public.outbox o
    set status = 'sending', attempts = o.attempts + 1, locked_until = now() + interval '2 minutes', updated_at = now()
    from due where o.id = due.id
    returning o.*
  )
  select c.id, c.idempotency_key, c.kind, c.recipients, c.language, c.attempts,
         case
           when c.kind like 'contact\_%' then (select to_jsonb(r) from public.contact_requests r where r.id = c.request_id)
           when c.kind like 'substitution\_%' then (select to_jsonb(r) from public.substitution_requests r where r.id = c.request_id)
           when c.kind like 'booking\_%' then (
             select to_jsonb(b) - 'manage_token_hash' || jsonb_build_object('lawyer_name', l.name)
             from public.bookings b join public.booking_lawyers l on l.id = b.lawyer_id where b.id = c.request_id)
         end,
         c.payload,
         c.created_at
  from claimed c;
end
$$;
revoke all on function public.claim_outbox(integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer) to service_role;

-- The reminder 24 hours before: queued by pg_cron for confirmed bookings starting within a day.
create or replace function public.queue_booking_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  with due as (
    update public.bookings b set reminder_queued_at = now()
    where b.status = 'confirmed' and b.reminder_queued_at is null
      and b.starts_at > now() and b.starts_at <= now() + interval '24 hours'
      and b.created_at < b.starts_at - interval '24 hours' -- booked within a day: the confirmation is enough
    returning b.id, b.email, b.language
  )
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language)
  select format('bookings:%s:reminder', due.id), 'booking_reminder', due.id, array[due.email], due.language from due;
  get diagnostics queued = row_count;
  return queued;
end
$$;
revoke all on function public.queue_booking_reminders() from public, anon, authenticated;
select cron.schedule('queue-booking-reminders', '*/5 * * * *', 'select public.queue_booking_reminders()');
