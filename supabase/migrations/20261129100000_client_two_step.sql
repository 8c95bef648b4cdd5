-- Optional two-step sign-in for clients (issue #30): a client may add a TOTP factor in the client area.
-- Once they have a verified factor, they are a client for the database only in an aal2 session, as
-- admins are (20261124120000_mandatory_mfa.sql): whoever gets hold of an e-mail code alone opens
-- nothing. Every client policy and function goes through my_client_id() / is_matter_client(), so the
-- check lives there. The firm removes a lost factor (reset_client_two_step); clients have no window.

-- True in an aal2 session, or when the signed-in user has no verified factor.
create or replace function public.client_second_step_done()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
$$;
revoke all on function public.client_second_step_done() from public, anon;
grant execute on function public.client_second_step_done() to authenticated, service_role;

create or replace function public.my_client_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.clients c where c.user_id = auth.uid() and public.client_second_step_done()
$$;

create or replace function public.is_matter_client(matter text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and public.client_second_step_done() and exists (
    select 1 from public.matters m join public.clients c on c.id = m.client_id
    where m.id::text = matter and c.user_id = auth.uid()
  )
$$;

-- A client's own row follows the same rule as their matters.
drop policy "Clients read themselves, admins every client" on public.clients;
create policy "Clients read themselves, admins every client" on public.clients
  for select to authenticated using (id = (select public.my_client_id()) or (select public.is_admin()));

-- For the firm: which of these clients have two-step sign-in on (admins only; others get no rows).
create or replace function public.clients_with_two_step()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.clients c
  where public.is_admin()
    and exists (select 1 from auth.mfa_factors f where f.user_id = c.user_id and f.status = 'verified')
$$;
revoke all on function public.clients_with_two_step() from public, anon;
grant execute on function public.clients_with_two_step() to authenticated, service_role;

-- A client lost their phone: the firm removes their factors and signs them out everywhere; they sign in
-- again with an e-mail code and may add a new factor. Only for users whose role is client: this can
-- never strip a staff account's mandatory factor.
create or replace function public.reset_client_two_step(client uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if not public.is_admin() then
    raise exception 'not_admin' using errcode = '42501';
  end if;
  select u.id into target
    from public.clients c join auth.users u on u.id = c.user_id
    where c.id = client and coalesce(u.raw_app_meta_data ->> 'role', '') = 'client';
  if target is null then
    raise exception 'client_not_found' using errcode = 'PT404';
  end if;
  delete from auth.mfa_factors f where f.user_id = target;
  delete from auth.sessions s where s.user_id = target;
end
$$;
revoke all on function public.reset_client_two_step(uuid) from public, anon;
grant execute on function public.reset_client_two_step(uuid) to authenticated;
