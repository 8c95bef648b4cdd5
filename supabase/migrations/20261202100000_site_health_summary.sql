-- The dashboard's summary of real visitors' speed (issue #47): the 75th percentile of each metric
-- over the whole site for the last `days` days — the one figure per metric a site owner reads first,
-- before the per-page table of /config-blogmr/rendimiento. A percentile of percentiles would be
-- wrong, so it is taken again over every sample the daily rollup kept. Security invoker: RLS lets
-- admins only see any rows.
create or replace function public.web_vitals_site_p75(days integer default 28)
returns table (metric text, samples bigint, p75 double precision)
language sql
stable
set search_path = ''
as $$
  select d.metric, count(*), percentile_cont(0.75) within group (order by v.value)
  from public.web_vital_days d
  cross join lateral unnest(d.vals) as v(value)
  where d.day > (now() at time zone 'utc')::date - least(greatest(days, 1), 400)
  group by d.metric
  order by d.metric
$$;
revoke all on function public.web_vitals_site_p75(integer) from public, anon;
grant execute on function public.web_vitals_site_p75(integer) to authenticated;
