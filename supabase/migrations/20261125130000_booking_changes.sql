-- Moving a booking to another free time: by the visitor through their e-mail's link, or by the firm
-- with a reason. The booking keeps its id (the calendar event's UID) and raises its iCalendar SEQUENCE,
-- so calendars update the event instead of adding a second one. Every move issues a new link token (the
-- e-mail about the move carries it; the old link stops working) and re-arms the 24-hour reminder.

alter table public.bookings add column sequence integer not null default 0;

alter table public.outbox drop constraint outbox_kind_valid;
alter table public.outbox add constraint outbox_kind_valid check (kind in (
  'contact_firm', 'contact_ack', 'substitution_firm', 'substitution_ack', 'test',
  'booking_firm', 'booking_ack', 'booking_reminder', 'booking_cancelled_firm', 'booking_cancelled_ack',
  'booking_moved_firm', 'booking_moved_ack'));

-- The move itself, shared by both callers: the new time must be a slot booking_candidates() offers for
-- the booking's mode (its own current time does not count against it), preferably with the same lawyer.
create or replace function public.move_booking_internal(booking_id uuid, new_start timestamptz, reason text, by_firm boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  current public.bookings;
  moved public.bookings;
  candidate record;
  local_day date;
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  select * into current from public.bookings b where b.id = booking_id for update;
  if current.id is null or current.status <> 'confirmed' or current.starts_at <= now() then
    raise exception 'booking_not_movable' using errcode = 'PT404';
  end if;
  if new_start is null or new_start = current.starts_at then
    raise exception 'booking_invalid_time' using errcode = '22007';
  end if;
  -- Free the current time inside this transaction so the candidates around it are offered again; any
  -- refusal below rolls this back.
  update public.bookings b set status = 'cancelled' where b.id = current.id;
  local_day := (new_start at time zone 'Europe/Madrid')::date;
  for candidate in
    select c.lawyer_id, c.ends_at from public.booking_candidates(current.mode, local_day, local_day) c
    where c.starts_at = new_start
    order by c.lawyer_id <> current.lawyer_id, c.lawyer_id
  loop
    begin
      update public.bookings b
      set status = 'confirmed', lawyer_id = candidate.lawyer_id, starts_at = new_start, ends_at = candidate.ends_at,
          sequence = b.sequence + 1, reminder_queued_at = null, manage_token_hash = public.booking_manage_hash(token),
          status_reason = nullif(btrim(coalesce(reason, '')), '')
      where b.id = current.id
      returning * into moved;
      exit;
    exception when exclusion_violation then
      moved := null;
    end;
  end loop;
  if moved.id is null then
    raise exception 'booking_slot_taken' using errcode = 'PT409';
  end if;
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language, payload)
  values (format('bookings:%s:moved:%s', moved.id, moved.sequence), 'booking_moved_ack', moved.id, array[moved.email],
          moved.language, jsonb_build_object('manage_token', token, 'previous_starts_at', current.starts_at,
                                             'reason', coalesce(moved.status_reason, ''), 'by_firm', by_firm));
  if not by_firm then
    insert into public.outbox (idempotency_key, kind, request_id, recipients, language, payload)
    values (format('bookings:%s:moved-firm:%s', moved.id, moved.sequence), 'booking_moved_firm', moved.id,
            (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active), 'es',
            jsonb_build_object('previous_starts_at', current.starts_at));
  end if;
  return jsonb_build_object('starts_at', moved.starts_at, 'ends_at', moved.ends_at, 'mode', moved.mode,
                            'status', moved.status, 'manage_token', token);
end
$$;
revoke all on function public.move_booking_internal(uuid, timestamptz, text, boolean) from public, anon, authenticated;

-- The visitor moves their booking through the link token, until it starts.
create or replace function public.move_booking(token text, starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  select b.id into found_id from public.bookings b where b.manage_token_hash = public.booking_manage_hash(token);
  if found_id is null then
    raise exception 'booking_not_movable' using errcode = 'PT404';
  end if;
  return public.move_booking_internal(found_id, starts_at, null, false);
end
$$;
grant execute on function public.move_booking(text, timestamptz) to anon, authenticated;

-- The firm moves a booking, with a reason the visitor reads in the e-mail.
create or replace function public.reschedule_booking_by_firm(booking_id uuid, starts_at timestamptz, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(reason, ''))) not between 3 and 2000 then
    raise exception 'booking_reason_required' using errcode = '22023';
  end if;
  result := public.move_booking_internal(booking_id, starts_at, reason, true);
  return result - 'manage_token'; -- the link is the visitor's alone
end
$$;
revoke all on function public.reschedule_booking_by_firm(uuid, timestamptz, text) from public, anon;
grant execute on function public.reschedule_booking_by_firm(uuid, timestamptz, text) to authenticated;

-- The free times the admin offers for a move: the public computation, for one booking's mode.
create or replace function public.admin_free_booking_slots(booking_mode text, from_day date, to_day date)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  return query select s.starts_at, s.ends_at from public.free_booking_slots(booking_mode, from_day, to_day) s;
end
$$;
revoke all on function public.admin_free_booking_slots(text, date, date) from public, anon;
grant execute on function public.admin_free_booking_slots(text, date, date) to authenticated;

-- booking_by_token also says whether the booking can still be moved (the same rule as cancelling).
create or replace function public.booking_by_token(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('starts_at', b.starts_at, 'ends_at', b.ends_at, 'mode', b.mode, 'status', b.status,
                            'language', b.language, 'can_cancel', b.status = 'confirmed' and b.starts_at > now(),
                            'can_move', b.status = 'confirmed' and b.starts_at > now())
  from public.bookings b where b.manage_token_hash = public.booking_manage_hash(token)
$$;

-- A moved booking gets the reminder for its new time: the key names the booking's sequence.
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
      and b.updated_at < b.starts_at - interval '24 hours' -- booked or moved within a day: that e-mail is enough
    returning b.id, b.email, b.language, b.sequence
  )
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language)
  select format('bookings:%s:reminder:%s', due.id, due.sequence), 'booking_reminder', due.id, array[due.email], due.language from due;
  get diagnostics queued = row_count;
  return queued;
end
$$;
revoke all on function public.queue_booking_reminders() from public, anon, authenticated;

-- Declining (a conflict of interest, a matter the firm does not take) tells the visitor so, not that
-- the time was cancelled: the message carries `declined`.
create or replace function public.cancel_booking_by_firm(booking_id uuid, reason text, decline boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(reason, ''))) not between 3 and 2000 then
    raise exception 'booking_reason_required' using errcode = '22023';
  end if;
  update public.bookings b
  set status = case when decline then 'declined' else 'cancelled' end, status_reason = btrim(reason)
  where b.id = booking_id and b.status = 'confirmed'
  returning * into booking;
  if booking.id is null then
    raise exception 'booking_not_cancellable' using errcode = 'PT404';
  end if;
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language, payload)
  values (format('bookings:%s:cancelled-by-firm', booking.id), 'booking_cancelled_ack', booking.id, array[booking.email],
          booking.language, jsonb_build_object('reason', btrim(reason), 'by_firm', true, 'declined', decline));
end
$$;
