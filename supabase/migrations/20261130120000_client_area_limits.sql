-- Security round four (#46, finding 8): the client area cannot be used to flood the firm, fill the
-- bucket, or read a file without the firm seeing it in the access log.
--
-- The limits (constants here; change them with a new migration that replaces these functions):
--   * Messages: a client writes at most 10 messages per matter per hour. The 11th is refused with
--     SQLSTATE PT429 and the message `matter_message_limit` (HTTP 429 through PostgREST; the client
--     area translates it). The firm's messages are not limited.
--   * E-mails to the firm about a matter (a client's message or upload, `client_area_firm`): at most
--     one per matter per 15 minutes. News that arrives while such an e-mail is still unsent is covered
--     by it (it says only that there is something new); news after one was sent queues the next one no
--     earlier than 15 minutes after it (next_attempt_at: the outbox sweep sends it then). 20 messages
--     sent at once queue one e-mail, and no news goes unannounced.
--   * Uploads: a client uploads only to `<matter id>/<open request id>/<file>`, a request of their own
--     matter that is still open, and at most 10 files per matter per hour (refused with PT429
--     `document_upload_limit`). Admins upload anywhere in the bucket, as before.
--   * Reading a file: clients have no SELECT on the bucket's objects any more, so they can neither
--     download a file from storage nor create a signed URL for it themselves. They open a file through
--     the Edge Function `open-matter-document`, which calls open_matter_document() with the client's own
--     token (access check + access log row), then signs a 60-second URL with the service role. Every
--     client read is logged. Hosted Storage cannot cap a signed URL's lifetime per bucket; taking the
--     right to sign away from clients is what holds there (local-supabase also refuses more than 60 s
--     for this bucket, see local-supabase/src/storage.ts). Admins keep reading (they log through
--     open_matter_document() too, and sign for 60 s in the admin).
-- Each count runs under a transaction-scoped advisory lock on the matter, so requests sent at once are
-- counted one after another on PostgreSQL too (count-then-insert races there otherwise).

-- Messages ----------------------------------------------------------------------------------------------

create or replace function public.limit_client_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- from_firm is set by matter_messages_stamp (which runs first: triggers fire in name order).
  if new.from_firm then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('client_area:messages:' || new.matter_id::text, 0));
  if (select count(*) from public.matter_messages m
      where m.matter_id = new.matter_id and not m.from_firm and m.created_at > now() - interval '1 hour') >= 10 then
    raise exception 'matter_message_limit' using errcode = 'PT429',
      hint = 'A client writes at most 10 messages per matter per hour.';
  end if;
  return new;
end
$$;
revoke all on function public.limit_client_messages() from public, anon, authenticated;
create trigger matter_messages_throttle before insert on public.matter_messages
  for each row execute function public.limit_client_messages();

-- The firm's e-mails: one per matter per 15 minutes -------------------------------------------------------

create or replace function public.notify_firm_of_matter(matter uuid, what text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_sent timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('client_area:firm_mail:' || matter::text, 0));
  -- An e-mail about this matter that has not gone yet already says that there is something new.
  if exists (select 1 from public.outbox o
             where o.kind = 'client_area_firm' and o.request_id = matter and o.status in ('queued', 'retrying', 'sending')) then
    return;
  end if;
  select max(o.sent_at) into last_sent from public.outbox o
  where o.kind = 'client_area_firm' and o.request_id = matter and o.status = 'sent';
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language, payload, next_attempt_at)
  values (format('matters:%s:%s:%s', matter, what, gen_random_uuid()), 'client_area_firm', matter,
          (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active), 'es',
          jsonb_build_object('matter_id', matter),
          greatest(now(), coalesce(last_sent + interval '15 minutes', now())));
end
$$;
revoke all on function public.notify_firm_of_matter(uuid, text) from public, anon, authenticated;

-- Uploads ---------------------------------------------------------------------------------------------------

-- Whether the signed-in client may upload this object of the client-documents bucket: its name is
-- <matter>/<request>/<file> for an open request of a matter of theirs, and the matter has had fewer
-- than 10 uploads by them in the last hour (else PT429). Volatile: the count after the lock sees the
-- uploads committed while it waited.
create or replace function public.client_may_upload(object_name text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(object_name, '/');
begin
  if coalesce(array_length(parts, 1), 0) <> 3 or not public.is_matter_client(parts[1]) then
    return false;
  end if;
  if not exists (select 1 from public.document_requests r
                 where r.id::text = parts[2] and r.matter_id::text = parts[1] and r.status = 'open') then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('client_area:uploads:' || parts[1], 0));
  if (select count(*) from storage.objects o
      where o.bucket_id = 'client-documents' and starts_with(o.name, parts[1] || '/')
        and o.owner_id = auth.uid()::text and o.created_at > now() - interval '1 hour') >= 10 then
    raise exception 'document_upload_limit' using errcode = 'PT429',
      hint = 'A client uploads at most 10 files per matter per hour.';
  end if;
  return true;
end
$$;
revoke all on function public.client_may_upload(text) from public, anon;
grant execute on function public.client_may_upload(text) to authenticated;

drop policy "Clients upload into their matters, admins anywhere" on storage.objects;
create policy "Clients upload against open requests, admins anywhere" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'client-documents' and ((select public.is_admin()) or public.client_may_upload(name)));

-- Reads: admins only through storage; clients through open-matter-document (logged, 60-second URL).
drop policy "Clients read their matters' files, admins all" on storage.objects;
create policy "Admins read client files" on storage.objects
  for select to authenticated
  using (bucket_id = 'client-documents' and (select public.is_admin()));

-- The uploaded file must sit in the folder of the request it answers.
create or replace function public.submit_requested_document(request uuid, storage_path text, file_name text)
returns public.matter_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.document_requests;
  object storage.objects;
  result public.matter_documents;
begin
  select r.* into target from public.document_requests r where r.id = request;
  if target.id is null or not public.is_matter_client(target.matter_id::text) then
    raise exception 'request_not_found' using errcode = 'PT404';
  end if;
  if target.status <> 'open' then
    raise exception 'request_not_open' using errcode = 'PT409';
  end if;
  select o.* into object from storage.objects o
  where o.bucket_id = 'client-documents' and o.name = submit_requested_document.storage_path and o.owner_id = auth.uid()::text;
  if object.id is null or split_part(object.name, '/', 1) <> target.matter_id::text
     or split_part(object.name, '/', 2) <> target.id::text then
    raise exception 'document_not_uploaded' using errcode = 'PT404';
  end if;
  insert into public.matter_documents (matter_id, request_id, storage_path, file_name, mime_type, size_bytes, from_client, uploaded_by)
  values (target.matter_id, target.id, object.name, left(btrim(submit_requested_document.file_name), 200),
          coalesce(object.metadata ->> 'mimetype', 'application/octet-stream'), coalesce((object.metadata ->> 'size')::bigint, 0),
          true, auth.uid())
  returning * into result;
  update public.document_requests set status = 'received', received_at = now() where id = target.id;
  perform public.notify_firm_of_matter(target.matter_id, 'document');
  return result;
end
$$;
revoke all on function public.submit_requested_document(uuid, text, text) from public, anon;
grant execute on function public.submit_requested_document(uuid, text, text) to authenticated;

comment on function public.open_matter_document(uuid) is
  'Checks access, logs the opening in document_access_log, returns the storage path. Clients call it through the '
  'open-matter-document Edge Function, which then signs a 60-second URL (clients cannot read the bucket themselves).';
