-- E-mail addresses stored from public forms end up in mailto: links and mail headers. Refuse the
-- characters that would change those (a@b.es?bcc=…&body=… added recipients and a body to the admin's
-- reply link): whitespace and ? & # % , ; : < > ( ) [ ] " ' \ /. The client check is
-- EMAIL_PATTERN in mf-marketing/src/components/forms/validation.ts. Existing rows are not re-checked.
create or replace function public.is_email_shaped(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^[^][@[:space:]?&#%,;:<>()"''\\/]+@[^][@[:space:]?&#%,;:<>()"''\\/]+\.[^][@[:space:]?&#%,;:<>()"''\\/.]+$'
    and length(value) <= 254
$$;
