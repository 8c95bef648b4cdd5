-- Core tables of the site. Every table gets RLS in the next migration; here only the shape and the
-- constraints, so that a bad row is refused by the database itself with a named constraint.
-- Language codes: es (default) en de fr ar zh ru. Per-language columns use the suffix _en, _de, ...;
-- the bare column holds Spanish.

-- Shared helpers ---------------------------------------------------------------------------------

create or replace function public.is_supported_language(code text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select code in ('es', 'en', 'de', 'fr', 'ar', 'zh', 'ru')
$$;

-- A pragmatic e-mail shape check (local@domain.tld, no spaces); real validation is the reply.
create or replace function public.is_email_shaped(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(value) <= 254
$$;

-- Digits, spaces and the usual separators, with an optional leading +.
create or replace function public.is_phone_shaped(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^\+?[0-9][0-9 ()./-]{5,29}$'
$$;

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- language_settings ------------------------------------------------------------------------------

create table public.language_settings (
  language_code text primary key
    constraint language_settings_code_supported check (public.is_supported_language(language_code)),
  language_name text not null
    constraint language_settings_name_length check (char_length(language_name) between 1 and 50),
  is_active boolean not null default true,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint language_settings_default_is_active check (not is_default or is_active)
);
comment on table public.language_settings is 'Languages offered by the site; exactly one may be the default.';

-- At most one default language.
create unique index language_settings_single_default on public.language_settings (is_default) where is_default;

create trigger language_settings_updated_at before update on public.language_settings
  for each row execute function public.set_updated_at();

-- testimonials -----------------------------------------------------------------------------------

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint testimonials_name_length check (char_length(name) between 1 and 120),
  role text constraint testimonials_role_length check (char_length(role) <= 120),
  text text not null constraint testimonials_text_length check (char_length(text) between 1 and 2000),
  name_en text constraint testimonials_name_en_length check (char_length(name_en) <= 120),
  role_en text constraint testimonials_role_en_length check (char_length(role_en) <= 120),
  text_en text constraint testimonials_text_en_length check (char_length(text_en) <= 2000),
  name_de text constraint testimonials_name_de_length check (char_length(name_de) <= 120),
  role_de text constraint testimonials_role_de_length check (char_length(role_de) <= 120),
  text_de text constraint testimonials_text_de_length check (char_length(text_de) <= 2000),
  name_fr text constraint testimonials_name_fr_length check (char_length(name_fr) <= 120),
  role_fr text constraint testimonials_role_fr_length check (char_length(role_fr) <= 120),
  text_fr text constraint testimonials_text_fr_length check (char_length(text_fr) <= 2000),
  name_ar text constraint testimonials_name_ar_length check (char_length(name_ar) <= 120),
  role_ar text constraint testimonials_role_ar_length check (char_length(role_ar) <= 120),
  text_ar text constraint testimonials_text_ar_length check (char_length(text_ar) <= 2000),
  name_zh text constraint testimonials_name_zh_length check (char_length(name_zh) <= 120),
  role_zh text constraint testimonials_role_zh_length check (char_length(role_zh) <= 120),
  text_zh text constraint testimonials_text_zh_length check (char_length(text_zh) <= 2000),
  name_ru text constraint testimonials_name_ru_length check (char_length(name_ru) <= 120),
  role_ru text constraint testimonials_role_ru_length check (char_length(role_ru) <= 120),
  text_ru text constraint testimonials_text_ru_length check (char_length(text_ru) <= 2000),
  image text constraint testimonials_image_length check (char_length(image) <= 2048),
  platform_logo text constraint testimonials_platform_logo_length check (char_length(platform_logo) <= 2048),
  active boolean not null default false,
  -- Código Deontológico art. 6: a testimonial is published only with the client's authorisation.
  client_authorised boolean not null default false,
  client_authorised_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint testimonials_active_requires_authorisation check (not active or client_authorised)
);
comment on column public.testimonials.client_authorised is
  'The client authorised publication (bar ethics rules); required before active can be true.';

create index testimonials_active_created_at on public.testimonials (created_at desc) where active;

create trigger testimonials_updated_at before update on public.testimonials
  for each row execute function public.set_updated_at();

-- blog_posts -------------------------------------------------------------------------------------

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint blog_posts_title_length check (char_length(title) between 1 and 200),
  excerpt text not null default '' constraint blog_posts_excerpt_length check (char_length(excerpt) <= 600),
  -- Markdown.
  content text not null default '' constraint blog_posts_content_length check (char_length(content) <= 100000),
  title_en text constraint blog_posts_title_en_length check (char_length(title_en) <= 200),
  excerpt_en text constraint blog_posts_excerpt_en_length check (char_length(excerpt_en) <= 600),
  content_en text constraint blog_posts_content_en_length check (char_length(content_en) <= 100000),
  title_fr text constraint blog_posts_title_fr_length check (char_length(title_fr) <= 200),
  excerpt_fr text constraint blog_posts_excerpt_fr_length check (char_length(excerpt_fr) <= 600),
  content_fr text constraint blog_posts_content_fr_length check (char_length(content_fr) <= 100000),
  title_de text constraint blog_posts_title_de_length check (char_length(title_de) <= 200),
  excerpt_de text constraint blog_posts_excerpt_de_length check (char_length(excerpt_de) <= 600),
  content_de text constraint blog_posts_content_de_length check (char_length(content_de) <= 100000),
  title_ar text constraint blog_posts_title_ar_length check (char_length(title_ar) <= 200),
  excerpt_ar text constraint blog_posts_excerpt_ar_length check (char_length(excerpt_ar) <= 600),
  content_ar text constraint blog_posts_content_ar_length check (char_length(content_ar) <= 100000),
  title_zh text constraint blog_posts_title_zh_length check (char_length(title_zh) <= 200),
  excerpt_zh text constraint blog_posts_excerpt_zh_length check (char_length(excerpt_zh) <= 600),
  content_zh text constraint blog_posts_content_zh_length check (char_length(content_zh) <= 100000),
  title_ru text constraint blog_posts_title_ru_length check (char_length(title_ru) <= 200),
  excerpt_ru text constraint blog_posts_excerpt_ru_length check (char_length(excerpt_ru) <= 600),
  content_ru text constraint blog_posts_content_ru_length check (char_length(content_ru) <= 100000),
  -- Same rules as the client's slug generator: lowercase ASCII words joined by single hyphens, <= 70.
  slug text not null
    constraint blog_posts_slug_key unique
    constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 70),
  category text not null default 'General'
    constraint blog_posts_category_length check (char_length(category) between 1 and 60),
  additional_categories text[] not null default '{}'
    constraint blog_posts_additional_categories_size check (cardinality(additional_categories) <= 10),
  show_additional_categories boolean not null default false,
  hidden boolean not null default false,
  show_on_homepage boolean not null default false,
  date date default current_date,
  image text constraint blog_posts_image_length check (char_length(image) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.blog_posts.content is 'Markdown; the per-language content_xx columns too.';

create index blog_posts_public_date on public.blog_posts (date desc) where not hidden;

create trigger blog_posts_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- stats_realtime ---------------------------------------------------------------------------------

create table public.stats_realtime (
  id bigint generated by default as identity primary key,
  created_at timestamptz not null default now(),
  web_visitors bigint not null default 0 constraint stats_realtime_web_visitors_positive check (web_visitors >= 0),
  blog_visitors bigint not null default 0 constraint stats_realtime_blog_visitors_positive check (blog_visitors >= 0),
  web_unique_visitors bigint not null default 0
    constraint stats_realtime_web_unique_visitors_positive check (web_unique_visitors >= 0),
  blog_unique_visitors bigint not null default 0
    constraint stats_realtime_blog_unique_visitors_positive check (blog_unique_visitors >= 0)
);

create index stats_realtime_created_at on public.stats_realtime (created_at desc, id desc);

-- contact_requests -------------------------------------------------------------------------------

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contact_requests_name_length check (char_length(btrim(name)) between 2 and 120),
  email text not null constraint contact_requests_email_shape check (public.is_email_shaped(email)),
  phone text constraint contact_requests_phone_shape check (public.is_phone_shaped(phone)),
  consultation_format text not null
    constraint contact_requests_consultation_format_valid
    check (consultation_format in ('in_person', 'phone', 'video', 'whatsapp')),
  practice_area text not null
    constraint contact_requests_practice_area_valid
    check (practice_area in ('civil', 'family', 'labor', 'immigration', 'inheritance', 'other')),
  message text not null constraint contact_requests_message_length check (char_length(btrim(message)) between 10 and 5000),
  language text not null default 'es'
    constraint contact_requests_language_supported check (public.is_supported_language(language)),
  -- GDPR evidence: the box was ticked, which text version was shown, when (server time).
  consent_given boolean not null constraint contact_requests_consent_required check (consent_given),
  consent_text_version text not null
    constraint contact_requests_consent_text_version_length check (char_length(consent_text_version) between 1 and 40),
  consent_at timestamptz not null default now(),
  status text not null default 'new'
    constraint contact_requests_status_valid check (status in ('new', 'in_progress', 'answered', 'archived')),
  status_changed_by uuid,
  status_changed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index contact_requests_status_created_at on public.contact_requests (status, created_at desc);
create index contact_requests_created_at on public.contact_requests (created_at desc, id);

create trigger contact_requests_updated_at before update on public.contact_requests
  for each row execute function public.set_updated_at();

-- substitution_requests --------------------------------------------------------------------------
-- "Sustituciones": another lawyer asks the firm to attend a hearing on their behalf.

create table public.substitution_requests (
  id uuid primary key default gen_random_uuid(),
  lawyer_name text not null
    constraint substitution_requests_lawyer_name_length check (char_length(btrim(lawyer_name)) between 2 and 120),
  colegio text not null
    constraint substitution_requests_colegio_length check (char_length(btrim(colegio)) between 2 and 120),
  colegiado_number text not null
    constraint substitution_requests_colegiado_number_shape check (colegiado_number ~ '^[A-Za-z0-9./ -]{1,20}$'),
  email text not null constraint substitution_requests_email_shape check (public.is_email_shaped(email)),
  phone text not null constraint substitution_requests_phone_shape check (public.is_phone_shaped(phone)),
  court text not null constraint substitution_requests_court_length check (char_length(btrim(court)) between 2 and 200),
  city text not null constraint substitution_requests_city_length check (char_length(btrim(city)) between 2 and 100),
  hearing_date date not null,
  hearing_time time not null,
  procedure_type text not null
    constraint substitution_requests_procedure_type_length check (char_length(btrim(procedure_type)) between 2 and 120),
  procurator_needed boolean not null default false,
  notes text constraint substitution_requests_notes_length check (char_length(notes) <= 5000),
  language text not null default 'es'
    constraint substitution_requests_language_supported check (public.is_supported_language(language)),
  consent_given boolean not null constraint substitution_requests_consent_required check (consent_given),
  consent_text_version text not null
    constraint substitution_requests_consent_text_version_length check (char_length(consent_text_version) between 1 and 40),
  consent_at timestamptz not null default now(),
  status text not null default 'new'
    constraint substitution_requests_status_valid check (status in ('new', 'accepted', 'assigned', 'done', 'rejected')),
  assigned_lawyer text constraint substitution_requests_assigned_lawyer_length check (char_length(assigned_lawyer) <= 120),
  rejection_reason text constraint substitution_requests_rejection_reason_length check (char_length(rejection_reason) <= 2000),
  status_changed_by uuid,
  status_changed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint substitution_requests_assigned_needs_lawyer
    check (status not in ('assigned', 'done') or nullif(btrim(assigned_lawyer), '') is not null),
  constraint substitution_requests_rejected_needs_reason
    check (status <> 'rejected' or nullif(btrim(rejection_reason), '') is not null)
);

create index substitution_requests_status_hearing on public.substitution_requests (status, hearing_date);

create trigger substitution_requests_updated_at before update on public.substitution_requests
  for each row execute function public.set_updated_at();

-- translations -----------------------------------------------------------------------------------

create table public.translations (
  id bigint generated by default as identity primary key,
  namespace text not null
    constraint translations_namespace_valid
    check (namespace in ('common', 'navigation', 'routes', 'legal', 'marketing', 'services', 'contact', 'blog', 'admin')),
  key text not null constraint translations_key_shape check (key ~ '^[A-Za-z0-9_.-]{1,200}$'),
  language text not null constraint translations_language_supported check (public.is_supported_language(language)),
  value text not null constraint translations_value_length check (char_length(value) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint translations_namespace_key_language_key unique (namespace, key, language)
);

create trigger translations_updated_at before update on public.translations
  for each row execute function public.set_updated_at();
