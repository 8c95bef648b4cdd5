-- Supabase platform objects that a hosted project (or `supabase start`) already provides and that the
-- migrations in supabase/migrations rely on. local-supabase runs this before the migrations, on PGlite
-- and on a plain PostgreSQL server alike, so it must be idempotent (it runs on every start) and use
-- only core PostgreSQL. Shapes follow Supabase's own (GoTrue and storage-api schemas), trimmed to the
-- columns local-supabase uses plus the ones apps commonly read.

-- Roles --------------------------------------------------------------------------------------------
-- Cluster-wide on a real server, so create them only when missing.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  -- The role hosted Auth runs its Postgres hooks as (supabase/migrations grant the hook to it).
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
grant usage on schema public to anon, authenticated, service_role;

-- Hosted Supabase grants every role all privileges on new objects in public; RLS does the rest.
-- Reproduce that so the migrations' explicit revokes/grants are tested against the same defaults.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- auth schema (GoTrue) -----------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'aal_level') then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_type') then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_status') then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null default '127.0.0.1'
);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  unique (session_id, authentication_method)
);

-- local-supabase's pending e-mail sign-in code per user (src/auth/otp.ts): the code and the link's
-- token are independent secrets, kept only as SHA-256 hashes; the row dies when used, after 5 wrong
-- codes or at expiry, and is never written to a backup (src/backup.ts). Hosted GoTrue keeps its own
-- in auth.one_time_tokens.
create table if not exists auth.email_codes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  code_hash text not null,
  link_hash text not null unique,
  sent_at timestamptz not null default now(),
  misses integer not null default 0
);
revoke all on auth.email_codes from anon, authenticated, service_role;

-- Same bodies as Supabase's: PostgREST puts the verified JWT claims in request.jwt.claims.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- storage schema (storage-api) ---------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Migration bookkeeping, like the Supabase CLI's ------------------------------------------------
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);

-- pg_cron stand-in ---------------------------------------------------------------------------------
-- Hosted Supabase runs scheduled SQL with pg_cron, which PGlite and a stock PostgreSQL lack. Where the
-- real extension cannot load, provide its tables and its schedule/unschedule functions with the same
-- signatures; local-supabase/src/cron.ts runs the jobs. Migrations call cron.schedule() either way.
do $$
begin
  if current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    return;
  end if;
  create schema if not exists cron;
  create table if not exists cron.job (
    jobid bigint generated by default as identity primary key,
    schedule text not null,
    command text not null,
    nodename text not null default 'localhost',
    nodeport integer not null default 5432,
    database text not null default current_database(),
    username text not null default current_user,
    active boolean not null default true,
    jobname text unique
  );
  create table if not exists cron.job_run_details (
    jobid bigint,
    runid bigint generated by default as identity primary key,
    job_pid integer,
    database text,
    username text,
    command text,
    status text,
    return_message text,
    start_time timestamptz,
    end_time timestamptz
  );
end
$$;

do $$
begin
  if current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    return;
  end if;
  create or replace function cron.schedule(job_name text, schedule text, command text)
  returns bigint
  language sql
  as $fn$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
      returning jobid
  $fn$;
  create or replace function cron.unschedule(job_name text)
  returns boolean
  language sql
  as $fn$
    with gone as (delete from cron.job where jobname = job_name returning 1) select exists (select 1 from gone)
  $fn$;
end
$$;

-- pg_net stand-in ----------------------------------------------------------------------------------
-- Database Webhooks and scheduled calls of Edge Functions use pg_net: net.http_post() queues a request
-- in net.http_request_queue and a background worker sends it, recording net._http_response. Where the
-- extension is missing, provide the same tables and function; local-supabase/src/pg-net.ts is the worker.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_net') then
    return;
  end if;
  create schema if not exists net;
  create table if not exists net.http_request_queue (
    id bigint generated by default as identity primary key,
    method text not null,
    url text not null,
    headers jsonb not null default '{}',
    body bytea,
    timeout_milliseconds integer not null default 5000
  );
  create table if not exists net._http_response (
    id bigint primary key,
    status_code integer,
    content_type text,
    headers jsonb,
    content text,
    timed_out boolean,
    error_msg text,
    created timestamptz not null default now()
  );
  create or replace function net.http_post(
    url text,
    body jsonb default '{}'::jsonb,
    params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds integer default 5000
  )
  returns bigint
  language sql
  as $fn$
    insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
    values ('POST', url, coalesce(headers, '{}'::jsonb), convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'), timeout_milliseconds)
    returning id
  $fn$;
  revoke all on schema net from public;
  revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
end
$$;

-- Vault stand-in ------------------------------------------------------------------------------------
-- Per-environment secrets (the project URL, the webhook secret) live in Supabase Vault, read through
-- vault.decrypted_secrets. Locally they are stored as plain text (local keys only); local-supabase sets
-- them on every start (src/index.ts).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'supabase_vault') then
    return;
  end if;
  create schema if not exists vault;
  create table if not exists vault.secrets (
    id uuid primary key default gen_random_uuid(),
    name text unique,
    description text not null default '',
    secret text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create or replace view vault.decrypted_secrets as
    select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;
  create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
  returns uuid
  language sql
  as $fn$
    insert into vault.secrets (name, description, secret) values (new_name, coalesce(new_description, ''), new_secret)
    returning id
  $fn$;
  revoke all on schema vault from public;
end
$$;
