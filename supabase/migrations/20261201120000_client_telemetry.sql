-- Issue #47, deliverables 3 and 4: real visitors' figures (Core Web Vitals) and client errors.
--
-- With analytics consent only, public pages send one small JSON report (shell/src/features/telemetry)
-- to the client-telemetry Edge Function, which checks its size and calls report_client_telemetry() with
-- the service role, vouching for the visitor's address (x-intake-client-address, as public-intake does).
-- Nothing personal is stored: no identifier, no address (the per-address limit counts a salted hash
-- for one minute, then the row is pruned), no query string; only the page path, its language, a device
-- class, a connection type, the metric and what it is attributed to (an element selector or a script).
--
--   web_vital_reports     raw measurements, kept 3 days
--   web_vital_days        per day × page group × language × device × metric: samples, p75 and the
--                         values (so a 28-day p75 is exact, not an average of daily ones)
--   web_vital_slowest     the 10 slowest interactions (INP) of each day, with their element
--   client_errors         one row per error (deduplicated by kind, message and stack), counted
--   client_error_hours    hits per error and hour: what "a sudden rise" is measured against
--   telemetry_rate        reports per address hash and minute (the limit), pruned after 10 minutes
--   telemetry_settings    the limits and the address salt (no one but the owner reads it)
-- A new error, or a sudden rise of a known one, queues one e-mail (outbox kind client_error_alert) to
-- the firm's technical contact (FIRM.technicalEmail); at most max_alerts_per_day a day, so a flood of
-- invented errors cannot turn the outbox into a mail cannon. pg_cron rolls the figures up every 10
-- minutes (today and yesterday) and prunes.

create table public.telemetry_settings (
  id boolean primary key default true constraint telemetry_settings_single check (id),
  reports_per_address_per_minute integer not null default 30
    constraint telemetry_settings_rate check (reports_per_address_per_minute between 1 and 10000),
  max_alerts_per_day integer not null default 10 constraint telemetry_settings_alerts check (max_alerts_per_day between 0 and 1000),
  -- A rise: at least rise_min_hits in the current hour and rise_factor times the hourly mean of the 24 before.
  rise_min_hits integer not null default 20 constraint telemetry_settings_rise_min check (rise_min_hits >= 1),
  rise_factor numeric not null default 5 constraint telemetry_settings_rise_factor check (rise_factor >= 1),
  address_salt text not null default md5(random()::text || clock_timestamp()::text)
);
insert into public.telemetry_settings default values;
alter table public.telemetry_settings enable row level security;
revoke all on table public.telemetry_settings from anon, authenticated;

create table public.telemetry_rate (
  address_hash text not null,
  window_start timestamptz not null,
  reports integer not null default 0,
  primary key (address_hash, window_start)
);
alter table public.telemetry_rate enable row level security;
revoke all on table public.telemetry_rate from anon, authenticated;

create table public.web_vital_reports (
  id bigint generated always as identity primary key,
  recorded_at timestamptz not null default now(),
  page_path text not null,
  page_group text not null,
  language text not null constraint web_vital_reports_language check (public.is_supported_language(language)),
  device text not null constraint web_vital_reports_device check (device in ('mobile', 'tablet', 'desktop')),
  connection text not null constraint web_vital_reports_connection check (connection in ('slow-2g', '2g', '3g', '4g', 'unknown')),
  metric text not null constraint web_vital_reports_metric check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision not null,
  rating text constraint web_vital_reports_rating check (rating in ('good', 'needs-improvement', 'poor')),
  -- The element (LCP, INP, CLS) or script (INP's long animation frame) the metric is attributed to.
  target text,
  -- INP: the interaction type; LCP: its resource URL's path; TTFB/FCP: the part that took longest.
  detail text
);
create index web_vital_reports_recorded on public.web_vital_reports (recorded_at);
alter table public.web_vital_reports enable row level security;
revoke all on table public.web_vital_reports from anon, authenticated;
grant select on table public.web_vital_reports to authenticated;
create policy "Admins read the raw figures" on public.web_vital_reports
  for select to authenticated using ((select public.is_admin()));

create table public.web_vital_days (
  day date not null,
  page_group text not null,
  language text not null,
  device text not null,
  metric text not null,
  samples integer not null,
  p75 double precision not null,
  vals double precision[] not null,
  primary key (day, page_group, language, device, metric)
);
alter table public.web_vital_days enable row level security;
revoke all on table public.web_vital_days from anon, authenticated;
grant select on table public.web_vital_days to authenticated;
create policy "Admins read the daily figures" on public.web_vital_days
  for select to authenticated using ((select public.is_admin()));

create table public.web_vital_slowest (
  day date not null,
  rank integer not null,
  page_path text not null,
  language text not null,
  device text not null,
  value double precision not null,
  target text,
  detail text,
  primary key (day, rank)
);
alter table public.web_vital_slowest enable row level security;
revoke all on table public.web_vital_slowest from anon, authenticated;
grant select on table public.web_vital_slowest to authenticated;
create policy "Admins read the slowest interactions" on public.web_vital_slowest
  for select to authenticated using ((select public.is_admin()));

create table public.client_errors (
  id uuid primary key default gen_random_uuid(),
  fingerprint text not null constraint client_errors_fingerprint_unique unique,
  kind text not null constraint client_errors_kind check (kind in ('error', 'rejection', 'remote', 'hydration')),
  message text not null,
  stack text,
  last_path text not null,
  language text not null,
  occurrences bigint not null default 1,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  rise_alerted_at timestamptz
);
create index client_errors_last_seen on public.client_errors (last_seen desc);
alter table public.client_errors enable row level security;
revoke all on table public.client_errors from anon, authenticated;
grant select, delete on table public.client_errors to authenticated;
create policy "Admins read the client errors" on public.client_errors
  for select to authenticated using ((select public.is_admin()));
-- Deleting an error the team fixed: should it come back, it is new again (and mailed again).
create policy "Admins remove client errors" on public.client_errors
  for delete to authenticated using ((select public.is_admin()));

create table public.client_error_hours (
  error_id uuid not null references public.client_errors (id) on delete cascade,
  hour timestamptz not null,
  hits integer not null default 0,
  primary key (error_id, hour)
);
alter table public.client_error_hours enable row level security;
revoke all on table public.client_error_hours from anon, authenticated;
grant select on table public.client_error_hours to authenticated;
create policy "Admins read the client errors' hours" on public.client_error_hours
  for select to authenticated using ((select public.is_admin()));

alter table public.outbox drop constraint outbox_kind_valid;
alter table public.outbox add constraint outbox_kind_valid check (kind in (
  'contact_firm', 'contact_ack', 'substitution_firm', 'substitution_ack', 'test',
  'booking_firm', 'booking_ack', 'booking_reminder', 'booking_cancelled_firm', 'booking_cancelled_ack',
  'booking_moved_firm', 'booking_moved_ack', 'client_area_news', 'client_area_firm', 'client_error_alert'));

-- Functions -------------------------------------------------------------------------------------------

-- The group a page belongs to: its first path segment after the language prefix ('/' for a home page).
create or replace function public.page_group_of(path text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce('/' || nullif(split_part(regexp_replace(path, '^/(en|de|fr|ar|zh|ru)(/|$)', '/'), '/', 2), ''), '/')
$$;

create or replace function public.telemetry_text(value jsonb, max_length integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'string' or length(value #>> '{}') > max_length then
    raise exception 'telemetry_bad_request' using errcode = 'PT400';
  end if;
  return nullif(value #>> '{}', '');
end
$$;

-- Queues the alert e-mail for an error, unless today's allowance is spent. Serialised on one lock so
-- parallel reports cannot overrun the allowance.
create or replace function public.queue_client_error_alert(error public.client_errors, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowance integer := (select s.max_alerts_per_day from public.telemetry_settings s limit 1);
begin
  perform pg_advisory_xact_lock(hashtextextended('telemetry:alerts', 0));
  if (select count(*) from public.outbox o where o.kind = 'client_error_alert' and o.created_at > now() - interval '1 day') >= allowance then
    return;
  end if;
  insert into public.outbox (idempotency_key, kind, recipients, language, payload)
  values (format('client-error:%s:%s:%s', error.id, reason, date_trunc('hour', now())), 'client_error_alert', null, 'es',
          jsonb_build_object('reason', reason, 'error_kind', error.kind, 'message', left(error.message, 300),
                             'path', error.last_path, 'occurrences', error.occurrences, 'first_seen', error.first_seen))
  on conflict (idempotency_key) do nothing;
end
$$;
revoke all on function public.queue_client_error_alert(public.client_errors, text) from public, anon, authenticated;

-- One report from a page: { path, language, device, connection, vitals: [{ name, value, rating, target,
-- detail }], errors: [{ kind, message, stack }] }. Only the client-telemetry function calls it.
-- Refusals: telemetry_too_large (PT413), telemetry_rate_limited (PT429), telemetry_bad_request (PT400).
create or replace function public.report_client_telemetry(report jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.telemetry_settings;
  address_key text;
  window_reports integer;
  page text;
  page_language text;
  page_device text;
  page_connection text;
  item jsonb;
  metric_name text;
  metric_value double precision;
  error_kind text;
  error_message text;
  error_stack text;
  stored public.client_errors;
  stored_id uuid;
  is_new boolean;
  hour_hits integer;
  baseline numeric;
begin
  if octet_length(report::text) > 16384 then
    raise exception 'telemetry_too_large' using errcode = 'PT413';
  end if;
  if jsonb_typeof(report) <> 'object'
     or jsonb_typeof(coalesce(report -> 'vitals', '[]')) <> 'array' or jsonb_typeof(coalesce(report -> 'errors', '[]')) <> 'array'
     or jsonb_array_length(coalesce(report -> 'vitals', '[]')) > 20 or jsonb_array_length(coalesce(report -> 'errors', '[]')) > 10 then
    raise exception 'telemetry_bad_request' using errcode = 'PT400';
  end if;
  page := public.telemetry_text(report -> 'path', 300);
  page_language := public.telemetry_text(report -> 'language', 5);
  page_device := coalesce(public.telemetry_text(report -> 'device', 10), 'desktop');
  page_connection := coalesce(public.telemetry_text(report -> 'connection', 10), 'unknown');
  -- A path only: no query string, no fragment (they can carry someone's data).
  if page is null or page !~ '^/[^?#[:space:]]*$' or not public.is_supported_language(page_language)
     or page_device not in ('mobile', 'tablet', 'desktop') or page_connection not in ('slow-2g', '2g', '3g', '4g', 'unknown') then
    raise exception 'telemetry_bad_request' using errcode = 'PT400';
  end if;

  select * into settings from public.telemetry_settings limit 1;
  address_key := md5(settings.address_salt || public.request_client_address());
  -- Counted one after another per address, so parallel reports cannot all slip under the limit.
  perform pg_advisory_xact_lock(hashtextextended('telemetry:address:' || address_key, 0));
  insert into public.telemetry_rate as r (address_hash, window_start, reports)
  values (address_key, date_trunc('minute', now()), 1)
  on conflict (address_hash, window_start) do update set reports = r.reports + 1
  returning r.reports into window_reports;
  if window_reports > settings.reports_per_address_per_minute then
    raise exception 'telemetry_rate_limited' using errcode = 'PT429';
  end if;

  for item in select * from jsonb_array_elements(coalesce(report -> 'vitals', '[]')) loop
    metric_name := public.telemetry_text(item -> 'name', 4);
    if metric_name is null or metric_name not in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB') or jsonb_typeof(item -> 'value') <> 'number' then
      raise exception 'telemetry_bad_request' using errcode = 'PT400';
    end if;
    metric_value := (item ->> 'value')::double precision;
    if metric_value < 0 or metric_value > (case metric_name when 'CLS' then 100 else 600000 end) then
      raise exception 'telemetry_bad_request' using errcode = 'PT400';
    end if;
    insert into public.web_vital_reports (page_path, page_group, language, device, connection, metric, value, rating, target, detail)
    values (page, public.page_group_of(page), page_language, page_device, page_connection, metric_name, metric_value,
            public.telemetry_text(item -> 'rating', 20), public.telemetry_text(item -> 'target', 300), public.telemetry_text(item -> 'detail', 300));
  end loop;

  for item in select * from jsonb_array_elements(coalesce(report -> 'errors', '[]')) loop
    error_kind := public.telemetry_text(item -> 'kind', 20);
    error_message := public.telemetry_text(item -> 'message', 500);
    error_stack := public.telemetry_text(item -> 'stack', 4000);
    if error_kind is null or error_kind not in ('error', 'rejection', 'remote', 'hydration') or error_message is null then
      raise exception 'telemetry_bad_request' using errcode = 'PT400';
    end if;
    insert into public.client_errors as e (fingerprint, kind, message, stack, last_path, language)
    values (md5(error_kind || E'\n' || error_message || E'\n' || coalesce(error_stack, '')), error_kind, error_message, error_stack, page, page_language)
    on conflict (fingerprint) do update
      set occurrences = e.occurrences + 1, last_seen = now(), last_path = excluded.last_path, language = excluded.language
    returning e.id, (e.xmax = 0) into stored_id, is_new;
    select * into stored from public.client_errors e where e.id = stored_id;
    insert into public.client_error_hours as h (error_id, hour, hits) values (stored.id, date_trunc('hour', now()), 1)
    on conflict (error_id, hour) do update set hits = h.hits + 1
    returning h.hits into hour_hits;
    if is_new then
      perform public.queue_client_error_alert(stored, 'new');
    elsif stored.rise_alerted_at is null or stored.rise_alerted_at < now() - interval '6 hours' then
      select coalesce(sum(h.hits), 0) / 24.0 into baseline from public.client_error_hours h
      where h.error_id = stored.id and h.hour >= date_trunc('hour', now()) - interval '24 hours' and h.hour < date_trunc('hour', now());
      if hour_hits >= settings.rise_min_hits and hour_hits >= settings.rise_factor * greatest(baseline, 1) then
        update public.client_errors e set rise_alerted_at = now() where e.id = stored.id returning e.* into stored;
        perform public.queue_client_error_alert(stored, 'rise');
      end if;
    end if;
  end loop;
end
$$;
revoke all on function public.report_client_telemetry(jsonb) from public, anon, authenticated;
grant execute on function public.report_client_telemetry(jsonb) to service_role;

-- Rolls one day's raw figures up (again: it replaces that day's rows, so running it twice is harmless).
create or replace function public.rollup_web_vitals(for_day date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.web_vital_days d where d.day = for_day;
  insert into public.web_vital_days (day, page_group, language, device, metric, samples, p75, vals)
  select for_day, r.page_group, r.language, r.device, r.metric, count(*)::integer,
         percentile_cont(0.75) within group (order by r.value), array_agg(r.value order by r.value)
  from public.web_vital_reports r
  where r.recorded_at >= for_day and r.recorded_at < for_day + 1
  group by r.page_group, r.language, r.device, r.metric;
  delete from public.web_vital_slowest s where s.day = for_day;
  insert into public.web_vital_slowest (day, rank, page_path, language, device, value, target, detail)
  select for_day, row_number() over (order by r.value desc, r.id), r.page_path, r.language, r.device, r.value, r.target, r.detail
  from public.web_vital_reports r
  where r.metric = 'INP' and r.recorded_at >= for_day and r.recorded_at < for_day + 1
  order by r.value desc, r.id
  limit 10;
end
$$;
revoke all on function public.rollup_web_vitals(date) from public, anon, authenticated;
grant execute on function public.rollup_web_vitals(date) to service_role;

-- The cron job: today and yesterday (late reports), then what is no longer needed goes.
create or replace function public.rollup_client_telemetry()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.rollup_web_vitals((now() at time zone 'utc')::date - 1);
  perform public.rollup_web_vitals((now() at time zone 'utc')::date);
  delete from public.web_vital_reports r where r.recorded_at < now() - interval '3 days';
  delete from public.web_vital_days d where d.day < (now() at time zone 'utc')::date - 400;
  delete from public.web_vital_slowest s where s.day < (now() at time zone 'utc')::date - 400;
  delete from public.telemetry_rate t where t.window_start < now() - interval '10 minutes';
  delete from public.client_error_hours h where h.hour < now() - interval '8 days';
end
$$;
revoke all on function public.rollup_client_telemetry() from public, anon, authenticated;
grant execute on function public.rollup_client_telemetry() to service_role;

-- What CrUX shows a site owner: the 75th percentile per page group, language and metric over the last
-- `days` days (optionally one device class). Security invoker: RLS lets admins only see any rows.
create or replace function public.web_vitals_p75(days integer default 28, device_class text default null)
returns table (page_group text, language text, metric text, samples bigint, p75 double precision)
language sql
stable
set search_path = ''
as $$
  select d.page_group, d.language, d.metric, count(*), percentile_cont(0.75) within group (order by v.value)
  from public.web_vital_days d
  cross join lateral unnest(d.vals) as v(value)
  where d.day > (now() at time zone 'utc')::date - least(greatest(days, 1), 400)
    and (device_class is null or d.device = device_class)
  group by d.page_group, d.language, d.metric
  order by d.page_group, d.language, d.metric
$$;
revoke all on function public.web_vitals_p75(integer, text) from public, anon;
grant execute on function public.web_vitals_p75(integer, text) to authenticated;

select cron.schedule('rollup-client-telemetry', '*/10 * * * *', 'select public.rollup_client_telemetry()');
