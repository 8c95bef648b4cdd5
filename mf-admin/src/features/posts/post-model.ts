// The editor's form model and its mapping to and from blog_posts rows. Spanish lives in the bare
// columns (title, excerpt, content); the other languages in title_xx…
import { LANGUAGE_CODES, type Language } from 'shared-i18n';
import * as z from 'zod';

export const TEXT_FIELDS = ['title', 'excerpt', 'content'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const TEXT_LIMITS: Record<TextField, number> = { title: 200, excerpt: 600, content: 100_000 };
export const SLUG_LIMIT = 70;
export const CATEGORY_LIMIT = 60;
export const MAX_ADDITIONAL_CATEGORIES = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type PostTexts = Record<Language, Record<TextField, string>>;

export interface PostForm {
  texts: PostTexts;
  slug: string;
  category: string;
  /** Comma-separated in the form; an array in the database. */
  additionalCategories: string;
  showAdditionalCategories: boolean;
  hidden: boolean;
  showOnHomepage: boolean;
  date: string;
  image: string;
}

export interface PostRow {
  id: string;
  slug: string;
  category: string;
  additional_categories: string[];
  show_additional_categories: boolean;
  hidden: boolean;
  show_on_homepage: boolean;
  date: string | null;
  image: string | null;
  created_at?: string;
  updated_at?: string;
  [column: string]: unknown;
}

export const column = (field: TextField, language: Language) => (language === 'es' ? field : `${field}_${language}`);

export function emptyForm(today = new Date().toISOString().slice(0, 10)): PostForm {
  const texts = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { title: '', excerpt: '', content: '' }])) as PostTexts;
  return {
    texts,
    slug: '',
    category: 'General',
    additionalCategories: '',
    showAdditionalCategories: false,
    hidden: false,
    showOnHomepage: false,
    date: today,
    image: '',
  };
}

export function formFromRow(row: PostRow): PostForm {
  const form = emptyForm(row.date ?? '');
  for (const code of LANGUAGE_CODES) {
    for (const field of TEXT_FIELDS) {
      const value = row[column(field, code)];
      form.texts[code][field] = typeof value === 'string' ? value : '';
    }
  }
  return {
    ...form,
    slug: row.slug,
    category: row.category,
    additionalCategories: (row.additional_categories ?? []).join(', '),
    showAdditionalCategories: row.show_additional_categories,
    hidden: row.hidden,
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
export function rowFromForm(form: PostForm): Record<string, unknown> {
  const row: Record<string, unknown> = {
    slug: form.slug.trim(),
    category: form.category.trim() || 'General',
    additional_categories: splitCategories(form.additionalCategories),
    show_additional_categories: form.showAdditionalCategories,
    hidden: form.hidden,
    show_on_homepage: form.showOnHomepage,
    date: form.date || null,
    image: form.image.trim() || null,
  };
  for (const code of LANGUAGE_CODES) {
    for (const field of TEXT_FIELDS) {
      const value = form.texts[code][field];
      row[column(field, code)] = code === 'es' ? (field === 'title' ? value.trim() : value) : value.trim() ? value : null;
    }
  }
  return row;
}

/** 'complete' when title, excerpt and content are all filled, 'partial' when some are, else 'empty'. */
export function completeness(texts: PostTexts[Language]): 'complete' | 'partial' | 'empty' {
  const filled = TEXT_FIELDS.filter((field) => texts[field].trim() !== '').length;
  return filled === TEXT_FIELDS.length ? 'complete' : filled === 0 ? 'empty' : 'partial';
}

// Messages are admin-namespace translation keys; '|n' carries the limit for interpolation.
const text = (field: TextField) => z.string().max(TEXT_LIMITS[field], `errors.tooLong|${TEXT_LIMITS[field]}`);
const languageTexts = z.object({ title: text('title'), excerpt: text('excerpt'), content: text('content') });

export const postSchema = z.object({
  texts: z.object({
    ...Object.fromEntries(LANGUAGE_CODES.filter((code) => code !== 'es').map((code) => [code, languageTexts])),
    es: languageTexts.extend({ title: z.string().trim().min(1, 'errors.titleRequired').max(TEXT_LIMITS.title, `errors.tooLong|${TEXT_LIMITS.title}`) }),
  }),
  slug: z
    .string()
    .trim()
    .min(1, 'errors.slugRequired')
    .max(SLUG_LIMIT, `errors.slugTooLong|${SLUG_LIMIT}`)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'errors.slugFormat'),
  category: z.string().trim().min(1, 'errors.categoryRequired').max(CATEGORY_LIMIT, `errors.tooLong|${CATEGORY_LIMIT}`),
  additionalCategories: z
    .string()
    .refine((value) => splitCategories(value).length <= MAX_ADDITIONAL_CATEGORIES, `errors.tooManyCategories|${MAX_ADDITIONAL_CATEGORIES}`)
    .refine((value) => splitCategories(value).every((item) => item.length <= CATEGORY_LIMIT), `errors.tooLong|${CATEGORY_LIMIT}`),
  showAdditionalCategories: z.boolean(),
  hidden: z.boolean(),
  showOnHomepage: z.boolean(),
  date: z.string().refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'errors.date'),
  image: z.string().max(2048, 'errors.tooLong|2048'),
});

/** Field path ('texts.es.title', 'slug'…) → message key with its limit, or an empty object. */
export type FieldErrors = Record<string, { key: string; max?: number }>;

export function validatePost(form: PostForm): FieldErrors {
  const result = postSchema.safeParse(form);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const [key, max] = issue.message.split('|');
    errors[path] = max ? { key, max: Number(max) } : { key };
  }
  return errors;
}

/** Refusal reason for a chosen cover image, or null when it may be uploaded. */
export function imageFileError(file: { type: string; size: number }): { key: string; max?: number } | null {
  if (!IMAGE_TYPES.includes(file.type)) return { key: 'errors.imageType' };
  if (file.size > IMAGE_MAX_BYTES) return { key: 'errors.imageSize', max: 5 };
  return null;
}
