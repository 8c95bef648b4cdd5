-- The client area: each client of the firm sees their matters (expedientes), the status timeline,
-- the next step, the engagement letter (hoja de encargo) with the fees they accept online, the
-- documents shared and requested, and the messages with the firm.
--
-- Who is who: a client is an auth user invited by the firm (invite_client(), app_metadata.role =
-- 'client'), linked to one public.clients row. A client reaches a matter only through
-- public.is_matter_client(matter), so guessing another matter's id returns nothing (REST or storage).
-- Admins keep their rules (public.is_admin(), aal2 once they have a factor); a client is never admin.
-- Audit rows (acceptances, the document access log) are written by SECURITY DEFINER functions only and
-- cannot be changed or deleted by anyone: a trigger refuses it, the service role included.
-- E-mails about the client area say only that there is something new, with a link: never the content.

create type public.matter_status as enum (
  'opened', 'documents_requested', 'in_progress', 'filed', 'hearing_scheduled', 'resolved', 'closed'
);

create table public.clients (
  id uuid primary key default gen_random_uuid(),
  user_id uuid constraint clients_user_unique unique references auth.users (id) on delete set null,
  email text not null
    constraint clients_email_shape check (public.is_email_shaped(email))
    constraint clients_email_unique unique,
  full_name text not null constraint clients_full_name_length check (char_length(btrim(full_name)) between 1 and 200),
  language text not null default 'es' constraint clients_language_supported check (public.is_supported_language(language)),
  invited_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.clients is 'Clients of the firm with access to the client area; created by invite_client().';

create table public.matters (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.clients (id) on delete restrict,
  title text not null constraint matters_title_length check (char_length(btrim(title)) between 1 and 200),
  practice_area text not null
    constraint matters_practice_area_valid check (practice_area in ('civil', 'family', 'labor', 'immigration', 'inheritance')),
  lawyer_id uuid references public.booking_lawyers (id) on delete set null,
  status public.matter_status not null default 'opened',
  next_step text constraint matters_next_step_length check (char_length(next_step) <= 500),
  next_step_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index matters_client on public.matters (client_id);

-- Dated updates written by the firm; an update may change the matter's status (the timeline).
create table public.matter_updates (
  id uuid primary key default gen_random_uuid(),
  matter_id uuid not null references public.matters (id) on delete cascade,
  status public.matter_status,
  body text not null constraint matter_updates_body_length check (char_length(btrim(body)) between 1 and 5000),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now()
);
create index matter_updates_matter on public.matter_updates (matter_id, created_at);

-- The engagement letter's starting text per language, with {{client_name}}, {{matter_title}} and
-- {{lawyer_name}} filled in when a letter is written from it.
create table public.engagement_templates (
  language text primary key constraint engagement_templates_language_supported check (public.is_supported_language(language)),
  body text not null constraint engagement_templates_body_length check (char_length(btrim(body)) between 1 and 50000),
  updated_by uuid default auth.uid(),
  updated_at timestamptz not null default now()
);

-- One row per version of a matter's letter; a change of terms is a new version, which needs a new
-- acceptance. Versions are never edited (trigger below): what a client accepted stays as it was.
create table public.engagement_letters (
  id uuid primary key default gen_random_uuid(),
  matter_id uuid not null references public.matters (id) on delete restrict,
  version integer not null,
  language text not null constraint engagement_letters_language_supported check (public.is_supported_language(language)),
  body text not null constraint engagement_letters_body_length check (char_length(btrim(body)) between 1 and 50000),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  constraint engagement_letters_version_unique unique (matter_id, version)
);

create table public.engagement_acceptances (
  id uuid primary key default gen_random_uuid(),
  letter_id uuid not null constraint engagement_acceptances_letter_unique unique
    references public.engagement_letters (id) on delete restrict,
  matter_id uuid not null references public.matters (id) on delete restrict,
  user_id uuid not null,
  accepted_at timestamptz not null default now(),
  client_address text not null,
  user_agent text,
  -- SHA-256 (hex) of the exact UTF-8 text accepted.
  text_sha256 text not null constraint engagement_acceptances_sha256_shape check (text_sha256 ~ '^[0-9a-f]{64}$')
);

create table public.document_requests (
  id uuid primary key default gen_random_uuid(),
  matter_id uuid not null references public.matters (id) on delete cascade,
  title text not null constraint document_requests_title_length check (char_length(btrim(title)) between 1 and 200),
  note text constraint document_requests_note_length check (char_length(note) <= 2000),
  status text not null default 'open' constraint document_requests_status_valid check (status in ('open', 'received', 'cancelled')),
  created_at timestamptz not null default now(),
  received_at timestamptz
);
create index document_requests_matter on public.document_requests (matter_id);

-- Files of a matter, stored in the private bucket client-documents at <matter id>/<file>.
create table public.matter_documents (
  id uuid primary key default gen_random_uuid(),
  matter_id uuid not null references public.matters (id) on delete cascade,
  request_id uuid references public.document_requests (id) on delete set null,
  storage_path text not null constraint matter_documents_path_unique unique,
  file_name text not null constraint matter_documents_file_name_length check (char_length(file_name) between 1 and 200),
  mime_type text not null,
  size_bytes bigint not null,
  from_client boolean not null default false,
  uploaded_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  constraint matter_documents_path_in_matter check (split_part(storage_path, '/', 1) = matter_id::text)
);
create index matter_documents_matter on public.matter_documents (matter_id);

-- Who opened which file and when; written by open_matter_document() only, never changed. No foreign key
-- to the document: removing a file must not touch its history.
create table public.document_access_log (
  id bigint generated always as identity primary key,
  document_id uuid not null,
  matter_id uuid not null,
  file_name text not null,
  user_id uuid not null,
  by_firm boolean not null,
  accessed_at timestamptz not null default now()
);
create index document_access_log_matter on public.document_access_log (matter_id, accessed_at desc);

create table public.matter_messages (
  id uuid primary key default gen_random_uuid(),
  matter_id uuid not null references public.matters (id) on delete cascade,
  body text not null constraint matter_messages_body_length check (char_length(btrim(body)) between 1 and 5000),
  -- Set by a trigger from the session, never by the sender.
  from_firm boolean not null default false,
  author_id uuid default auth.uid(),
  created_at timestamptz not null default now()
);
create index matter_messages_matter on public.matter_messages (matter_id, created_at);

-- A booking can belong to a matter (the firm links it); the client sees it on the matter's page.
alter table public.bookings add column matter_id uuid references public.matters (id) on delete set null;

create trigger clients_updated_at before update on public.clients
  for each row execute function public.set_updated_at();
create trigger matters_updated_at before update on public.matters
  for each row execute function public.set_updated_at();
create trigger engagement_templates_updated_at before update on public.engagement_templates
  for each row execute function public.set_updated_at();

-- Access helpers --------------------------------------------------------------------------------------

-- The signed-in user's client row id, if they are a client.
create or replace function public.my_client_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.clients c where c.user_id = auth.uid()
$$;

-- Whether the signed-in user is the client of this matter (text, so a malformed id is simply false).
create or replace function public.is_matter_client(matter text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.matters m join public.clients c on c.id = m.client_id
    where m.id::text = matter and c.user_id = auth.uid() and auth.uid() is not null
  )
$$;
revoke all on function public.my_client_id(), public.is_matter_client(text) from public;
grant execute on function public.my_client_id(), public.is_matter_client(text) to authenticated, service_role;

-- Row-level security ----------------------------------------------------------------------------------

alter table public.clients enable row level security;
alter table public.matters enable row level security;
alter table public.matter_updates enable row level security;
alter table public.engagement_templates enable row level security;
alter table public.engagement_letters enable row level security;
alter table public.engagement_acceptances enable row level security;
alter table public.document_requests enable row level security;
alter table public.matter_documents enable row level security;
alter table public.document_access_log enable row level security;
alter table public.matter_messages enable row level security;

revoke all on table public.clients, public.matters, public.matter_updates, public.engagement_templates,
  public.engagement_letters, public.engagement_acceptances, public.document_requests, public.matter_documents,
  public.document_access_log, public.matter_messages from anon, authenticated;

-- Admins work every table of the client area; clients read what belongs to their own matters.
grant select, update on table public.clients to authenticated;
create policy "Clients read themselves, admins every client" on public.clients
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Admins change clients" on public.clients
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

grant select, insert, update, delete on table public.matters to authenticated;
create policy "Clients read their matters, admins all" on public.matters
  for select to authenticated using (client_id = (select public.my_client_id()) or (select public.is_admin()));
create policy "Admins open matters" on public.matters
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change matters" on public.matters
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete matters" on public.matters
  for delete to authenticated using ((select public.is_admin()));

grant select, insert, delete on table public.matter_updates to authenticated;
create policy "Clients read their matters' updates, admins all" on public.matter_updates
  for select to authenticated using (public.is_matter_client(matter_id::text) or (select public.is_admin()));
create policy "Admins post updates" on public.matter_updates
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins delete updates" on public.matter_updates
  for delete to authenticated using ((select public.is_admin()));

grant select, insert, update on table public.engagement_templates to authenticated;
create policy "Admins read templates" on public.engagement_templates
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add templates" on public.engagement_templates
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change templates" on public.engagement_templates
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

grant select, insert on table public.engagement_letters to authenticated;
create policy "Clients read their letters, admins all" on public.engagement_letters
  for select to authenticated using (public.is_matter_client(matter_id::text) or (select public.is_admin()));
create policy "Admins write letters" on public.engagement_letters
  for insert to authenticated with check ((select public.is_admin()));

grant select on table public.engagement_acceptances to authenticated;
create policy "Clients read their acceptances, admins all" on public.engagement_acceptances
  for select to authenticated using (public.is_matter_client(matter_id::text) or (select public.is_admin()));

grant select, insert, update, delete on table public.document_requests to authenticated;
create policy "Clients read their requests, admins all" on public.document_requests
  for select to authenticated using (public.is_matter_client(matter_id::text) or (select public.is_admin()));
create policy "Admins request documents" on public.document_requests
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change requests" on public.document_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete requests" on public.document_requests
  for delete to authenticated using ((select public.is_admin()));

grant select, insert, delete on table public.matter_documents to authenticated;
create policy "Clients read their documents, admins all" on public.matter_documents
  for select to authenticated using (public.is_matter_client(matter_id::text) or (select public.is_admin()));
create policy "Admins share documents" on public.matter_documents
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins remove documents" on public.matter_documents
  for delete to authenticated using ((select public.is_admin()));

grant select on table public.document_access_log to authenticated;
create policy "Admins read the access log" on public.document_access_log
  for select to authenticated using ((select public.is_admin()));

grant select, insert on table public.matter_messages to authenticated;
create policy "Clients read their matters' messages, admins all" on public.matter_messages
  for select to authenticated using (public.is_matter_client(matter_id::text) or (select public.is_admin()));
create policy "Clients and admins write messages" on public.matter_messages
  for insert to authenticated with check (public.is_matter_client(matter_id::text) or (select public.is_admin()));

-- The sender of a message comes from the session, not from the request.
create or replace function public.stamp_matter_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.author_id := auth.uid();
  new.from_firm := public.is_admin() or auth.role() = 'service_role';
  new.created_at := now();
  return new;
end
$$;
create trigger matter_messages_stamp before insert on public.matter_messages
  for each row execute function public.stamp_matter_message();

-- Audit rows are never changed or removed, not even with the service role.
create or replace function public.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% rows cannot be changed or deleted', tg_table_name using errcode = '42501';
end
$$;
create trigger engagement_acceptances_immutable before update or delete on public.engagement_acceptances
  for each row execute function public.refuse_audit_change();
create trigger document_access_log_immutable before update or delete on public.document_access_log
  for each row execute function public.refuse_audit_change();
create trigger engagement_letters_immutable before update on public.engagement_letters
  for each row execute function public.refuse_audit_change();

-- A letter's version is the next one of its matter, whatever the request says.
create or replace function public.number_engagement_letter()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.matters m where m.id = new.matter_id for update;
  new.version := coalesce((select max(l.version) from public.engagement_letters l where l.matter_id = new.matter_id), 0) + 1;
  new.created_at := now();
  return new;
end
$$;
create trigger engagement_letters_number before insert on public.engagement_letters
  for each row execute function public.number_engagement_letter();

-- Notifications: something new for the client (an update, a message from the firm, a letter, a request
-- or a shared document) queues one content-free e-mail with a link to the matter, in their language.
create or replace function public.notify_client_of_matter(matter uuid, what text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  client public.clients;
begin
  select c.* into client from public.clients c join public.matters m on m.client_id = c.id where m.id = matter;
  if client.id is null then
    return;
  end if;
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language, payload)
  values (format('matters:%s:%s:%s', matter, what, gen_random_uuid()), 'client_area_news', matter,
          array[client.email], client.language, jsonb_build_object('matter_id', matter));
end
$$;
revoke all on function public.notify_client_of_matter(uuid, text) from public, anon, authenticated;

-- And the firm, when the client wrote or uploaded something (in Spanish, content-free as well).
create or replace function public.notify_firm_of_matter(matter uuid, what text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.outbox (idempotency_key, kind, request_id, recipients, language, payload)
  values (format('matters:%s:%s:%s', matter, what, gen_random_uuid()), 'client_area_firm', matter,
          (select array_agg(r.email order by r.created_at) from public.notification_recipients r where r.active), 'es',
          jsonb_build_object('matter_id', matter));
end
$$;
revoke all on function public.notify_firm_of_matter(uuid, text) from public, anon, authenticated;

create or replace function public.notify_client_trigger()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The row as JSON: each table has its own columns, and plpgsql does not short-circuit.
  if tg_table_name = 'matter_messages' and not (to_jsonb(new) ->> 'from_firm')::boolean then
    perform public.notify_firm_of_matter(new.matter_id, tg_table_name);
    return new;
  end if;
  if tg_table_name = 'matter_documents' and (to_jsonb(new) ->> 'from_client')::boolean then
    return new;
  end if;
  perform public.notify_client_of_matter(new.matter_id, tg_table_name);
  return new;
end
$$;
revoke all on function public.notify_client_trigger() from public, anon, authenticated;
create trigger matter_updates_notify after insert on public.matter_updates
  for each row execute function public.notify_client_trigger();
create trigger matter_messages_notify after insert on public.matter_messages
  for each row execute function public.notify_client_trigger();
create trigger engagement_letters_notify after insert on public.engagement_letters
  for each row execute function public.notify_client_trigger();
create trigger document_requests_notify after insert on public.document_requests
  for each row execute function public.notify_client_trigger();
create trigger matter_documents_notify after insert on public.matter_documents
  for each row execute function public.notify_client_trigger();

-- An update with a status moves the matter to it (the timeline is the list of updates).
create or replace function public.apply_matter_update_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is not null then
    update public.matters set status = new.status where id = new.matter_id;
  end if;
  return new;
end
$$;
revoke all on function public.apply_matter_update_status() from public, anon, authenticated;
create trigger matter_updates_status after insert on public.matter_updates
  for each row execute function public.apply_matter_update_status();

alter table public.outbox drop constraint outbox_kind_valid;
alter table public.outbox add constraint outbox_kind_valid check (kind in (
  'contact_firm', 'contact_ack', 'substitution_firm', 'substitution_ack', 'test',
  'booking_firm', 'booking_ack', 'booking_reminder', 'booking_cancelled_firm', 'booking_cancelled_ack',
  'booking_moved_firm', 'booking_moved_ack', 'client_area_news', 'client_area_firm'));

-- Functions -------------------------------------------------------------------------------------------

-- The firm invites a client: creates (or reuses) the auth user with app_metadata.role = 'client' and
-- the client row. The client then signs in with an e-mail code (signInWithOtp, shouldCreateUser false).
-- An address that belongs to an admin is refused: a client is never an admin, and the reverse.
create or replace function public.invite_client(email text, full_name text, language text default 'es')
returns public.clients
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(invite_client.email));
  account auth.users;
  result public.clients;
begin
  if not public.is_admin() then
    raise exception 'only admins invite clients' using errcode = '42501';
  end if;
  if not public.is_email_shaped(address) then
    raise exception 'client_email_invalid' using errcode = '22023';
  end if;
  select u.* into account from auth.users u where lower(u.email) = address;
  if account.id is not null and coalesce(account.raw_app_meta_data ->> 'role', '') not in ('', 'client') then
    raise exception 'client_email_taken' using errcode = '23505';
  end if;
  if account.id is null then
    -- The columns GoTrue reads as strings are '' rather than null, as GoTrue writes them.
    insert into auth.users (instance_id, id, aud, role, email, invited_at, confirmation_token, recovery_token,
                            email_change, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', address, now(),
            '', '', '', jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'client'),
            jsonb_build_object('language', invite_client.language, 'full_name', invite_client.full_name), false, now(), now())
    returning * into account;
    insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
    values (account.id::text, account.id,
            jsonb_build_object('sub', account.id::text, 'email', address, 'email_verified', false, 'phone_verified', false),
            'email', now(), now());
  else
    update auth.users u
    set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', 'client'),
        raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('language', invite_client.language),
        updated_at = now()
    where u.id = account.id;
  end if;
  insert into public.clients (user_id, email, full_name, language, invited_by)
  values (account.id, address, btrim(invite_client.full_name), invite_client.language, auth.uid())
  on conflict on constraint clients_email_unique do update
    set user_id = excluded.user_id, full_name = excluded.full_name, language = excluded.language
  returning * into result;
  return result;
end
$$;
revoke all on function public.invite_client(text, text, text) from public, anon;
grant execute on function public.invite_client(text, text, text) to authenticated;

-- Writes a new version of a matter's letter from the template of the client's language.
create or replace function public.draft_engagement_letter(matter uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  details record;
  template text;
begin
  if not public.is_admin() then
    raise exception 'only admins write engagement letters' using errcode = '42501';
  end if;
  select m.title, c.full_name, c.language, coalesce(l.name, '') as lawyer_name into details
  from public.matters m join public.clients c on c.id = m.client_id left join public.booking_lawyers l on l.id = m.lawyer_id
  where m.id = matter;
  if details.title is null then
    raise exception 'matter_not_found' using errcode = 'PT404';
  end if;
  select t.body into template from public.engagement_templates t where t.language = details.language;
  template := coalesce(template, (select t.body from public.engagement_templates t where t.language = 'es'), '');
  return replace(replace(replace(template, '{{client_name}}', details.full_name), '{{matter_title}}', details.title),
                 '{{lawyer_name}}', details.lawyer_name);
end
$$;
revoke all on function public.draft_engagement_letter(uuid) from public, anon;
grant execute on function public.draft_engagement_letter(uuid) to authenticated;

-- The client accepts the exact text they read: they send its SHA-256, which must match the stored
-- version's, and only the newest version of the letter can be accepted.
create or replace function public.accept_engagement_letter(letter uuid, text_sha256 text)
returns public.engagement_acceptances
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.engagement_letters;
  stored_hash text;
  result public.engagement_acceptances;
begin
  select l.* into target from public.engagement_letters l where l.id = letter;
  if target.id is null or not public.is_matter_client(target.matter_id::text) then
    raise exception 'letter_not_found' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.engagement_letters l where l.matter_id = target.matter_id and l.version > target.version) then
    raise exception 'letter_superseded' using errcode = 'PT409';
  end if;
  stored_hash := encode(sha256(convert_to(target.body, 'UTF8')), 'hex');
  if stored_hash <> lower(accept_engagement_letter.text_sha256) then
    raise exception 'letter_text_changed' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.engagement_acceptances a where a.letter_id = target.id) then
    raise exception 'letter_already_accepted' using errcode = 'PT409';
  end if;
  insert into public.engagement_acceptances (letter_id, matter_id, user_id, client_address, user_agent, text_sha256)
  values (target.id, target.matter_id, auth.uid(), public.request_client_address(),
          left(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'user-agent', 500), stored_hash)
  returning * into result;
  return result;
end
$$;
revoke all on function public.accept_engagement_letter(uuid, text) from public, anon;
grant execute on function public.accept_engagement_letter(uuid, text) to authenticated;

-- Opening a file: checks access, logs who opened it, and returns its storage path (the app then asks
-- storage for a short-lived signed URL, which the storage policies allow for the same people).
create or replace function public.open_matter_document(document uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.matter_documents;
  firm boolean := public.is_admin();
begin
  select d.* into target from public.matter_documents d where d.id = document;
  if target.id is null or not (firm or public.is_matter_client(target.matter_id::text)) then
    raise exception 'document_not_found' using errcode = 'PT404';
  end if;
  insert into public.document_access_log (document_id, matter_id, file_name, user_id, by_firm)
  values (target.id, target.matter_id, target.file_name, auth.uid(), firm);
  return target.storage_path;
end
$$;
revoke all on function public.open_matter_document(uuid) from public, anon;
grant execute on function public.open_matter_document(uuid) to authenticated;

-- After uploading into <matter>/…, the client records the file against the firm's request; the object
-- must exist and be theirs. The request is then received, and the firm notified (content-free).
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
  if object.id is null or split_part(object.name, '/', 1) <> target.matter_id::text then
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

-- The bookings of a matter, as its client may see them (no contact data, no link tokens).
create or replace function public.matter_bookings(matter uuid)
returns table (id uuid, starts_at timestamptz, ends_at timestamptz, mode text, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.starts_at, b.ends_at, b.mode::text, b.status::text
  from public.bookings b
  where b.matter_id = matter and (public.is_matter_client(matter::text) or public.is_admin())
  order by b.starts_at
$$;
revoke all on function public.matter_bookings(uuid) from public, anon;
grant execute on function public.matter_bookings(uuid) to authenticated;

-- The name of the matter's lawyer (booking_lawyers is the firm's own table).
create or replace function public.matter_lawyer_name(matter uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select l.name from public.matters m join public.booking_lawyers l on l.id = m.lawyer_id
  where m.id = matter and (public.is_matter_client(matter::text) or public.is_admin())
$$;
revoke all on function public.matter_lawyer_name(uuid) from public, anon;
grant execute on function public.matter_lawyer_name(uuid) to authenticated;

-- Storage: a private bucket, one folder per matter. Clients read their matters' files and upload into
-- them (recorded with submit_requested_document()); they never replace or delete a file.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('client-documents', 'client-documents', false, 10485760, array['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

create policy "Clients read their matters' files, admins all" on storage.objects
  for select to authenticated
  using (bucket_id = 'client-documents' and (public.is_matter_client(split_part(name, '/', 1)) or (select public.is_admin())));
create policy "Clients upload into their matters, admins anywhere" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'client-documents' and (public.is_matter_client(split_part(name, '/', 1)) or (select public.is_admin())));
create policy "Admins replace client files" on storage.objects
  for update to authenticated
  using (bucket_id = 'client-documents' and (select public.is_admin()))
  with check (bucket_id = 'client-documents' and (select public.is_admin()));
create policy "Admins delete client files" on storage.objects
  for delete to authenticated using (bucket_id = 'client-documents' and (select public.is_admin()));

-- The starting templates; the firm edits them in the admin.
insert into public.engagement_templates (language, body) values
('es', E'Hoja de encargo profesional\n\nCliente: {{client_name}}\nAsunto: {{matter_title}}\nLetrado/a responsable: {{lawyer_name}}\n\n1. Objeto del encargo\n[Describa las actuaciones incluidas y las excluidas.]\n\n2. Honorarios (presupuesto)\n[Importe estimado, IVA aparte, y qué lo puede modificar.]\n\n3. Forma de pago\n[Provisión de fondos, plazos y medios de pago.]\n\n4. Protección de datos\nMR Abogados Dénia trata sus datos para prestar el servicio encargado, con base en el contrato, y los conserva mientras dure el encargo y los plazos legales. Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo al despacho, y reclamar ante la Agencia Española de Protección de Datos.'),
('en', E'Engagement letter\n\nClient: {{client_name}}\nMatter: {{matter_title}}\nLawyer in charge: {{lawyer_name}}\n\n1. Scope of the engagement\n[Describe what is included and what is not.]\n\n2. Fees (estimate)\n[Estimated amount, VAT on top, and what may change it.]\n\n3. Payment terms\n[Retainer, instalments and means of payment.]\n\n4. Data protection\nMR Abogados Dénia processes your data to provide the service you engage us for, on the basis of the contract, and keeps it for the duration of the engagement and the legal retention periods. You may exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to the firm, and complain to the Spanish Data Protection Agency (AEPD).'),
('de', E'Mandatsvereinbarung\n\nMandant/in: {{client_name}}\nAngelegenheit: {{matter_title}}\nZuständige/r Anwalt/Anwältin: {{lawyer_name}}\n\n1. Gegenstand des Mandats\n[Beschreiben Sie, was umfasst ist und was nicht.]\n\n2. Honorar (Kostenvoranschlag)\n[Voraussichtlicher Betrag zzgl. MwSt. und was ihn ändern kann.]\n\n3. Zahlungsbedingungen\n[Vorschuss, Raten und Zahlungswege.]\n\n4. Datenschutz\nMR Abogados Dénia verarbeitet Ihre Daten zur Erbringung der beauftragten Leistung auf Grundlage des Vertrags und speichert sie für die Dauer des Mandats und der gesetzlichen Aufbewahrungsfristen. Sie können Ihre Rechte auf Auskunft, Berichtigung, Löschung, Widerspruch, Einschränkung und Datenübertragbarkeit schriftlich bei der Kanzlei geltend machen und sich bei der spanischen Datenschutzbehörde (AEPD) beschweren.'),
('fr', E'Convention d''honoraires\n\nClient : {{client_name}}\nDossier : {{matter_title}}\nAvocat responsable : {{lawyer_name}}\n\n1. Objet de la mission\n[Décrivez ce qui est inclus et ce qui ne l''est pas.]\n\n2. Honoraires (estimation)\n[Montant estimé, TVA en sus, et ce qui peut le modifier.]\n\n3. Modalités de paiement\n[Provision, échéances et moyens de paiement.]\n\n4. Protection des données\nMR Abogados Dénia traite vos données pour fournir le service confié, sur la base du contrat, et les conserve pendant la durée de la mission et les délais légaux. Vous pouvez exercer vos droits d''accès, de rectification, d''effacement, d''opposition, de limitation et de portabilité en écrivant au cabinet, et introduire une réclamation auprès de l''autorité espagnole de protection des données (AEPD).'),
('ar', E'خطاب التكليف\n\nالموكل: {{client_name}}\nالقضية: {{matter_title}}\nالمحامي المسؤول: {{lawyer_name}}\n\n1. موضوع التكليف\n[صِف ما يشمله التكليف وما لا يشمله.]\n\n2. الأتعاب (تقدير)\n[المبلغ التقديري، دون ضريبة القيمة المضافة، وما قد يغيّره.]\n\n3. شروط الدفع\n[الدفعة المقدمة والأقساط ووسائل الدفع.]\n\n4. حماية البيانات\nيعالج مكتب MR Abogados Dénia بياناتك لتقديم الخدمة المكلَّف بها، استنادًا إلى العقد، ويحتفظ بها طوال مدة التكليف والمدد القانونية. يمكنك ممارسة حقوقك في الوصول والتصحيح والمحو والاعتراض والتقييد ونقل البيانات بمراسلة المكتب، وتقديم شكوى إلى الوكالة الإسبانية لحماية البيانات (AEPD).'),
('zh', E'委托协议书\n\n委托人：{{client_name}}\n案件：{{matter_title}}\n主办律师：{{lawyer_name}}\n\n1. 委托范围\n[说明包括和不包括的事项。]\n\n2. 律师费（预估）\n[预估金额（不含增值税）及可能导致变动的因素。]\n\n3. 付款方式\n[预付款、分期及付款途径。]\n\n4. 数据保护\nMR Abogados Dénia 依据合同处理您的数据以提供所委托的服务，并在委托期间及法定期限内保存。您可以书面联系本所行使查阅、更正、删除、反对、限制处理和数据可携权，并可向西班牙数据保护局（AEPD）投诉。'),
('ru', E'Договор поручения\n\nКлиент: {{client_name}}\nДело: {{matter_title}}\nОтветственный адвокат: {{lawyer_name}}\n\n1. Предмет поручения\n[Опишите, что входит в поручение, а что нет.]\n\n2. Гонорар (оценка)\n[Ориентировочная сумма без НДС и что может её изменить.]\n\n3. Порядок оплаты\n[Аванс, этапы и способы оплаты.]\n\n4. Защита данных\nMR Abogados Dénia обрабатывает ваши данные для оказания порученных услуг на основании договора и хранит их в течение срока поручения и установленных законом сроков. Вы можете воспользоваться правами на доступ, исправление, удаление, возражение, ограничение обработки и переносимость, написав в бюро, и подать жалобу в Испанское агентство по защите данных (AEPD).')
on conflict (language) do nothing;
