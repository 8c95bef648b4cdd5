-- The firm cancels a booking (or declines it) with a reason; the visitor is told in their language
-- (outbox booking_cancelled_ack with the reason) and the time is free again.
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
          booking.language, jsonb_build_object('reason', btrim(reason), 'by_firm', true));
end
$$;
revoke all on function public.cancel_booking_by_firm(uuid, text, boolean) from public, anon;
grant execute on function public.cancel_booking_by_firm(uuid, text, boolean) to authenticated;
