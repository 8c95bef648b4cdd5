-- Visit counters. The spec's client read the newest stats row and wrote back +1, which loses visits
-- under concurrency and lets any visitor write any number. Instead the client calls
--   supabase.rpc('record_visit', { kind: 'web' | 'blog', is_unique: boolean })
-- which increments the newest row atomically (row lock + in-place "x = x + 1").

create or replace function public.record_visit(kind text, is_unique boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target bigint;
begin
  if kind is null or kind not in ('web', 'blog') then
    raise exception 'record_visit: kind must be ''web'' or ''blog'', got %', coalesce(kind, 'null')
      using errcode = '22023';
  end if;

  select s.id into target
  from public.stats_realtime s
  order by s.created_at desc, s.id desc
  limit 1
  for update;

  if target is null then
    -- First visit ever: serialise creators so concurrent first visits share one row.
    perform pg_advisory_xact_lock(hashtext('public.record_visit'));
    select s.id into target
    from public.stats_realtime s
    order by s.created_at desc, s.id desc
    limit 1
    for update;
    if target is null then
      insert into public.stats_realtime default values returning id into target;
    end if;
  end if;

  update public.stats_realtime s
  set web_visitors = s.web_visitors + case when kind = 'web' then 1 else 0 end,
      blog_visitors = s.blog_visitors + case when kind = 'blog' then 1 else 0 end,
      web_unique_visitors = s.web_unique_visitors + case when kind = 'web' and coalesce(is_unique, false) then 1 else 0 end,
      blog_unique_visitors = s.blog_unique_visitors + case when kind = 'blog' and coalesce(is_unique, false) then 1 else 0 end
  where s.id = target;
end
$$;
comment on function public.record_visit(text, boolean) is
  'Counts one page view (kind web|blog; is_unique for the first view of the session).';

revoke all on function public.record_visit(text, boolean) from public;
grant execute on function public.record_visit(text, boolean) to anon, authenticated, service_role;
