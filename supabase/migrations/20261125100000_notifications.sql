-- Every enquiry reaches the firm and the visitor by e-mail, through an outbox.
--
-- Inserting a contact or substitution request writes, in the same transaction, two messages to
-- public.outbox: one to the firm (in Spanish) and an acknowledgement to the visitor (in the language of
-- the page used). Delivery is separate: the Edge Function supabase/functions/deliver-outbox claims due
-- messages (claim_outbox), sends them and records the result (finish_outbox). It is invoked
--   - by a Database Webhook on the outbox (the AFTER INSERT trigger below, which calls pg_net the way
--     the dashboard's webhooks do, with the URL and the secret read from Vault), and
--   - by a pg_cron sweep every 15 seconds while anything is due (retries with backoff, lost calls).
-- Each message has an idempotency key (unique) used as its Message-ID and as the mail API's
-- Idempotency-Key; a claim is a two-minute lease, so two concurrent deliveries never take one message.
--
-- A hosted project needs, once per environment (supabase/README.md):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<random secret>', 'outbox_webhook_secret');
--   supabase secrets set OUTBOX_WEBHOOK_SECRET=<the same secret> (plus the mail transport's secrets).

-- pg_net ships with Supabase but is not enabled by default.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

-- Who at the firm receives the notifications. Empty: the function's FIRM_NOTIFY_TO (default: the firm's
-- address in shared-ui/src/config/firm.ts, copied into supabase/functions/_shared/site-data.json).
create table public.notification_recipients (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint notification_recipients_email_shape check (public.is_email_shaped(email)),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint notification_recipients_email_unique unique (email)
);
alter table public.notification_recipients enable row level security;
revoke all on table public.notification_recipients from anon, authenticated;
grant select, insert, update, delete on table public.notification_recipients to authenticated;
create policy "Admins read the recipients" on public.notification_recipients
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add recipients" on public.notification_recipients
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change recipients" on public.notification_recipients
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove recipients" on public.notification_recipients
  for delete to authenticated using ((select public.is_admin()));

create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  idempotency_key text not null constraint outbox_idempotency_key_unique unique,
  kind text not null
    constraint outbox_kind_valid check (kind in ('contact_firm', 'contact_ack', 'substitution_firm', 'substitution_ack', 'test')),
  -- The contact_requests or substitution_requests row the message is about (none for a test e-mail).
  request_id uuid,
  -- Where it goes; null for a firm message with no recipients configured (the function's default).
  recipients text[],
  language text not null default 'es' constraint outbox_language_supported check (public.is_supported_language(language)),
  status text not null default 'queued'
    constraint outbox_status_valid check (status in ('queued', 'sending', 'sent', 'retrying', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 10,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  sent_to text[],
  provider_message_id text,
  sent_at timestamptz,
  requested_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.outbox is
  'E-mails to send, written with the data they are about; delivered by the deliver-outbox Edge Function.';
create index outbox_due on public.outbox (next_attempt_at) where status in ('queued', 'retrying', 'sending');
create index outbox_request on public.outbox (request_id, created_at);
alter table public.outbox enable row level security;
revoke all on table public.outbox from anon, authenticated;
grant select on table public.outbox to authenticated;
create policy "Admins read the outbox" on public.outbox
  for select to authenticated using ((select public.is_admin()));

-- Writes the two messages of a new request (a trigger, so they commit or roll back with it).
create or replace function public.enqueue_request_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  prefix text := case tg_table_name when 'contact_requests' then 'contact' else 'substitution' end;
  firm text[] := (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active);
begin
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language) values
    (format('%s:%s:firm', tg_table_name, new.id), prefix || '_firm', new.id, firm, 'es'),
    (format('%s:%s:ack', tg_table_name, new.id), prefix || '_ack', new.id, array[new.email], new.language);
  return new;
end
$$;
revoke all on function public.enqueue_request_notifications() from public, anon, authenticated;
create trigger contact_requests_notify after insert on public.contact_requests
  for each row execute function public.enqueue_request_notifications();
create trigger substitution_requests_notify after insert on public.substitution_requests
  for each row execute function public.enqueue_request_notifications();

-- Asks the Edge Function to deliver (pg_net: queued, sent after the transaction commits). Without the
-- Vault secrets (a project not set up yet) nothing is called and the messages wait for the sweep.
create or replace function public.request_outbox_delivery()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  base_url text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'project_url');
  secret text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'outbox_webhook_secret');
begin
  if base_url is null or secret is null then
    return null;
  end if;
  return net.http_post(
    url := rtrim(base_url, '/') || '/functions/v1/deliver-outbox',
    body := jsonb_build_object('type', 'INSERT', 'table', 'outbox', 'schema', 'public'),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-outbox-secret', secret),
    timeout_milliseconds := 30000
  );
end
$$;
revoke all on function public.request_outbox_delivery() from public, anon, authenticated;

create or replace function public.outbox_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.request_outbox_delivery();
  return null;
end
$$;
revoke all on function public.outbox_webhook() from public, anon, authenticated;
-- One call per statement: a request's two messages are one insert.
create trigger outbox_deliver after insert on public.outbox
  for each statement execute function public.outbox_webhook();

-- The sweep: retries whose time has come, and anything a lost webhook call left behind.
create or replace function public.sweep_outbox()
returns bigint
language sql
security definer
set search_path = ''
as $$
  select public.request_outbox_delivery()
  where exists (
    select 1 from public.outbox o
    where (o.status in ('queued', 'retrying') and o.next_attempt_at <= now())
       or (o.status = 'sending' and o.locked_until < now())
  )
$$;
revoke all on function public.sweep_outbox() from public, anon, authenticated;

-- Takes up to batch_size due messages for delivery, with what the e-mail needs (the request's row).
create or replace function public.claim_outbox(batch_size integer default 10)
returns table (
  id uuid,
  idempotency_key text,
  kind text,
  recipients text[],
  language text,
  attempts integer,
  request jsonb,
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
         end,
         c.created_at
  from claimed c;
end
$$;
revoke all on function public.claim_outbox(integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer) to service_role;

-- Records the outcome of one delivery. A failure is retried with exponential backoff (15 s, 30 s,
-- 1 min… at most 1 h apart) until max_attempts; a permanent one (bad address, deleted request) is not.
create or replace function public.finish_outbox(
  message_id uuid,
  delivered boolean,
  error text default null,
  permanent boolean default false,
  delivered_to text[] default null,
  provider_id text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  result text;
begin
  update public.outbox o
  set status = case
        when delivered then 'sent'
        when permanent or o.attempts >= o.max_attempts then 'failed'
        else 'retrying'
      end,
      sent_at = case when delivered then now() end,
      sent_to = case when delivered then delivered_to else o.sent_to end,
      provider_message_id = case when delivered then provider_id else o.provider_message_id end,
      last_error = case when delivered then null else left(error, 1000) end,
      next_attempt_at = case
        when delivered then o.next_attempt_at
        else now() + least(interval '1 hour', interval '15 seconds' * power(2, greatest(o.attempts - 1, 0)))
      end,
      locked_until = null,
      updated_at = now()
  where o.id = message_id and o.status = 'sending'
  returning o.status into result;
  return result;
end
$$;
revoke all on function public.finish_outbox(uuid, boolean, text, boolean, text[], text) from public, anon, authenticated;
grant execute on function public.finish_outbox(uuid, boolean, text, boolean, text[], text) to service_role;

-- Admin: send a message again (a new message with its own key; the first one stays in the log).
create or replace function public.resend_notification(notification_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  original public.outbox;
  copy_id uuid;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  select * into original from public.outbox o where o.id = notification_id;
  if original.id is null then
    raise exception 'notification not found' using errcode = 'P0002';
  end if;
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language, requested_by)
  values (format('%s:resend:%s', original.idempotency_key, gen_random_uuid()), original.kind, original.request_id,
          case when original.kind like '%\_firm' or original.kind = 'test'
               then (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active)
               else original.recipients end,
          original.language, auth.uid())
  returning id into copy_id;
  return copy_id;
end
$$;
revoke all on function public.resend_notification(uuid) from public, anon;
grant execute on function public.resend_notification(uuid) to authenticated;

-- Admin: a test e-mail to the firm's recipients, to check the mail set-up end to end.
create or replace function public.send_test_notification()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  insert into public.outbox (idempotency_key, kind, recipients, language, requested_by)
  values (format('test:%s', gen_random_uuid()), 'test',
          (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active),
          'es', auth.uid())
  returning id into new_id;
  return new_id;
end
$$;
revoke all on function public.send_test_notification() from public, anon;
grant execute on function public.send_test_notification() to authenticated;

-- pg_cron: the sweep (local-supabase runs the same job, local-supabase/src/cron.ts).
select cron.schedule('deliver-outbox-sweep', '15 seconds', 'select public.sweep_outbox()');
