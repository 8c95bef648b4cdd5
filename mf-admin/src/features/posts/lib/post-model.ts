// The editor's form model and its mapping to and from blog_posts rows. Spanish lives in the bare
// columns (title, excerpt, content, meta_title…); the other languages in title_xx, meta_title_xx…
// Publishing rules (states, versions, slugs per language) are the database's:
// supabase/migrations/20261124100000_publishing.sql.
import { LANGUAGE_CODES, translatedColumn, type Language, type TranslatedColumn } from 'shared-i18n';
import type { Tables, TablesInsert } from 'shared-core/database';
import * as z from 'zod';
import { IMAGE_MAX_BYTES, isAllowedImageType } from '@/lib/images';

// Zod probes `new Function` to speed up parsing; our CSP forbids eval (config/security-headers.mjs),
// and the refused probe would be reported as a policy violation on every form.
z.config({ jitless: true });

export const TEXT_FIELDS = ['title', 'excerpt', 'content'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const TEXT_LIMITS: Record<TextField, number> = { title: 200, excerpt: 600, content: 100_000 };
export const SLUG_LIMIT = 70;
export const CATEGORY_LIMIT = 60;
export const MAX_ADDITIONAL_CATEGORIES = 10;
/** The additional categories' field at most: each of them at its longest, with ', ' between. */
export const ADDITIONAL_CATEGORIES_LIMIT = MAX_ADDITIONAL_CATEGORIES * (CATEGORY_LIMIT + 2);
export const POST_STATUSES = ['draft', 'published', 'scheduled', 'unpublished'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const SEO_FIELDS = ['metaTitle', 'metaDescription', 'imageAlt', 'socialImage'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];
export const SEO_LIMITS: Record<SeoField, number> = { metaTitle: 120, metaDescription: 320, imageAlt: 300, socialImage: 2048 };
/** What search engines show before cutting the text; beyond it the editor warns, the database allows. */
export const SEO_VISIBLE: Record<'metaTitle' | 'metaDescription', number> = { metaTitle: 60, metaDescription: 160 };
const SEO_COLUMNS = {
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  imageAlt: 'image_alt',
  socialImage: 'social_image',
} as const satisfies Record<SeoField, string>;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type PostTexts = Record<Language, Record<TextField, string>>;
/** Per language: search/social texts and, except Spanish (whose slug is `slug`), its own slug. */
export type PostSeo = Record<Language, Record<SeoField, string> & { slug: string }>;

export interface PostForm {
  texts: PostTexts;
  slug: string;
  category: string;
  /** Comma-separated in the form; an array in the database. */
  additionalCategories: string;
  showAdditionalCategories: boolean;
  status: PostStatus;
  /** `datetime-local` value in the editor's time zone; used when status is scheduled. */
  publishAt: string;
  showOnHomepage: boolean;
  date: string;
  image: string;
  seo: PostSeo;
}

/** A blog_posts row (generated from the migrations); `status` is one of the states its check allows. */
export type PostRow = Omit<Tables<'blog_posts'>, 'status'> & { status: PostStatus };
/** What a save writes: every column the editor owns. */
export type PostWrite = TablesInsert<'blog_posts'>;

const seoColumn = (field: SeoField, language: Language) => translatedColumn(SEO_COLUMNS[field], language);

/** A timestamp as the value of a `datetime-local` input, in this browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export function emptyForm(today = new Date().toISOString().slice(0, 10)): PostForm {
  const texts = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { title: '', excerpt: '', content: '' }])) as PostTexts;
  const seo = Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, { metaTitle: '', metaDescription: '', imageAlt: '', socialImage: '', slug: '' }]),
  ) as PostSeo;
  return {
    texts,
    slug: '',
    category: 'General',
    additionalCategories: '',
    showAdditionalCategories: false,
    status: 'draft',
    publishAt: '',
    showOnHomepage: false,
    date: today,
    image: '',
    seo,
  };
}

export function formFromRow(row: PostRow): PostForm {
  const form = emptyForm(row.date ?? '');
  for (const code of LANGUAGE_CODES) {
    for (const field of TEXT_FIELDS) form.texts[code][field] = row[translatedColumn(field, code)] ?? '';
    for (const field of SEO_FIELDS) form.seo[code][field] = row[seoColumn(field, code)] ?? '';
    form.seo[code].slug = code !== 'es' ? (row[translatedColumn('slug', code)] ?? '') : '';
  }
  return {
    ...form,
    slug: row.slug,
    category: row.category,
    additionalCategories: (row.additional_categories ?? []).join(', '),
    showAdditionalCategories: row.show_additional_categories,
    status: row.status,
    publishAt: toLocalInput(row.publish_at),
    showOnHomepage: row.show_on_homepage,
    image: row.image ?? '',
  };
}

export const splitCategories = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The row to write. Empty translations are stored as null so the public site falls back to Spanish. */
export function rowFromForm(form: PostForm): PostWrite {
  const base = {
    slug: form.slug.trim(),
    category: form.category.trim() || 'General',
    additional_categories: splitCategories(form.additionalCategories),
    show_additional_categories: form.showAdditionalCategories,
    status: form.status,
    publish_at: form.status === 'scheduled' ? fromLocalInput(form.publishAt) : null,
    show_on_homepage: form.showOnHomepage,
    date: form.date || null,
    image: form.image.trim() || null,
  } satisfies Partial<PostWrite>;
  const translated: Partial<Record<TranslatedColumn<TextField | (typeof SEO_COLUMNS)[SeoField] | 'slug'>, string | null>> = {};
  for (const code of LANGUAGE_CODES) {
    for (const field of TEXT_FIELDS) {
      const value = form.texts[code][field];
      translated[translatedColumn(field, code)] = code === 'es' ? (field === 'title' ? value.trim() : value) : value.trim() ? value : null;
    }
    for (const field of SEO_FIELDS) translated[seoColumn(field, code)] = form.seo[code][field].trim() || null;
    if (code !== 'es') translated[translatedColumn('slug', code)] = form.seo[code].slug.trim() || null;
  }
  // The Spanish texts are never null (above); the other languages' columns are nullable.
  return { ...base, ...translated } as PostWrite;
}

/** 'complete' when title, excerpt and content are all filled, 'partial' when some are, else 'empty'. */
export function completeness(texts: PostTexts[Language]): 'complete' | 'partial' | 'empty' {
  const filled = TEXT_FIELDS.filter((field) => texts[field].trim() !== '').length;
  return filled === TEXT_FIELDS.length ? 'complete' : filled === 0 ? 'empty' : 'partial';
}

// Messages are admin-namespace translation keys; '|n' carries the limit for interpolation.
const text = (field: TextField) => z.string().max(TEXT_LIMITS[field], `errors.tooLong|${TEXT_LIMITS[field]}`);
const languageTexts = z.object({ title: text('title'), excerpt: text('excerpt'), content: text('content') });
const seoText = (field: SeoField) => z.string().max(SEO_LIMITS[field], `errors.tooLong|${SEO_LIMITS[field]}`);
const languageSeo = z.object({
  metaTitle: seoText('metaTitle'),
  metaDescription: seoText('metaDescription'),
  imageAlt: seoText('imageAlt'),
  socialImage: seoText('socialImage').refine(
    (value) => value.trim() === '' || /^https:\/\/\S+$|^http:\/\/localhost[:/]\S*$/.test(value.trim()),
    'errors.imageUrl',
  ),
  slug: z
    .string()
    .trim()
    .max(SLUG_LIMIT, `errors.slugTooLong|${SLUG_LIMIT}`)
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'errors.slugFormat'),
});

export const postSchema = z.object({
  texts: z.object({
    ...Object.fromEntries(LANGUAGE_CODES.filter((code) => code !== 'es').map((code) => [code, languageTexts])),
    es: languageTexts.extend({ title: z.string().trim().min(1, 'errors.titleRequired').max(TEXT_LIMITS.title, `errors.tooLong|${TEXT_LIMITS.title}`) }),
  }),
  slug: z.string().trim().min(1, 'errors.slugRequired').max(SLUG_LIMIT, `errors.slugTooLong|${SLUG_LIMIT}`).regex(SLUG_PATTERN, 'errors.slugFormat'),
  category: z.string().trim().min(1, 'errors.categoryRequired').max(CATEGORY_LIMIT, `errors.tooLong|${CATEGORY_LIMIT}`),
  additionalCategories: z
    .string()
    .max(ADDITIONAL_CATEGORIES_LIMIT, `errors.tooLong|${ADDITIONAL_CATEGORIES_LIMIT}`)
    .refine((value) => splitCategories(value).length <= MAX_ADDITIONAL_CATEGORIES, `errors.tooManyCategories|${MAX_ADDITIONAL_CATEGORIES}`)
    .refine((value) => splitCategories(value).every((item) => item.length <= CATEGORY_LIMIT), `errors.tooLong|${CATEGORY_LIMIT}`),
  showAdditionalCategories: z.boolean(),
  status: z.enum(POST_STATUSES),
  publishAt: z.string(),
  showOnHomepage: z.boolean(),
  date: z.string().refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'errors.date'),
  image: z.string().max(2048, 'errors.tooLong|2048'),
  seo: z.object(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, languageSeo]))),
});

/** Field path ('texts.es.title', 'slug'…) → message key with its limit, or an empty object. */
export type FieldErrors = Record<string, { key: string; max?: number }>;

export function validatePost(form: PostForm, now = new Date()): FieldErrors {
  const result = postSchema.safeParse(form);
  const errors: FieldErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const [key, max] = issue.message.split('|');
    errors[path] = max ? { key, max: Number(max) } : { key };
  }
  // Rules across fields.
  if (form.status === 'scheduled') {
    const at = form.publishAt ? new Date(form.publishAt) : null;
    if (!at || Number.isNaN(at.getTime())) errors.publishAt = { key: 'errors.publishAtRequired' };
    else if (at.getTime() <= now.getTime()) errors.publishAt = { key: 'errors.publishAtPast' };
  }
  // A cover image needs its description for screen readers, at least in Spanish (the fallback).
  if (form.image.trim() && !form.seo.es.imageAlt.trim() && !errors['seo.es.imageAlt']) {
    errors['seo.es.imageAlt'] = { key: 'errors.imageAltRequired' };
  }
  return errors;
}

/** Refusal reason for a chosen cover image, or null when it may be uploaded. */
export function imageFileError(file: { type: string; size: number }): { key: string; max?: number } | null {
  if (!isAllowedImageType(file.type)) return { key: 'errors.imageType' };
  if (file.size > IMAGE_MAX_BYTES) return { key: 'errors.imageSize', max: 5 };
  return null;
}
