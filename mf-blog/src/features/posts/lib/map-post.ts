// Row → post mapping: texts in the current language through the translated-field
// lookup, category 'General' by default, image '' by default, the slug of the language (postSlug).
// Search and social fields are the language's own, else the post's title, excerpt and cover image.
import { LANGUAGE_CODES, ownField, postSlug, translatedField, type Language } from 'shared-i18n';
import { isoDate } from 'shared-i18n/dates';
import type { BlogPost, BlogPostRow } from './types';

export const DEFAULT_CATEGORY = 'General';

function mapDate(value: unknown): string {
  if (value == null || value === '') return '';
  const iso = isoDate(value);
  // Not a date at all: keep the raw text so the card can show it (spec: "invalid date shows the raw value").
  return iso || String(value).trim();
}

function nonEmpty(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function mapPost(row: BlogPostRow, language: Language): BlogPost {
  const title = translatedField(row, 'title', language);
  const excerpt = translatedField(row, 'excerpt', language);
  const image = nonEmpty(row.image);
  return {
    id: row.id,
    slug: postSlug(row, language),
    title,
    excerpt,
    content: translatedField(row, 'content', language),
    date: mapDate(row.date),
    category: nonEmpty(row.category) || DEFAULT_CATEGORY,
    additionalCategories: Array.isArray(row.additional_categories)
      ? row.additional_categories.filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      : [],
    showAdditionalCategories: row.show_additional_categories === true,
    image,
    imageAlt: ownField(row, 'image_alt', language) || ownField(row, 'image_alt', 'es'),
    metaTitle: ownField(row, 'meta_title', language) || title,
    metaDescription: ownField(row, 'meta_description', language) || excerpt,
    socialImage: ownField(row, 'social_image', language) || ownField(row, 'social_image', 'es') || image,
    slugs: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, postSlug(row, code)])) as Record<Language, string>,
    hidden: row.hidden === true,
    showOnHomepage: row.show_on_homepage === true,
  };
}

/** The categories a reader sees: the main one, plus the additional ones when the post shows them. */
export function visibleCategories(post: BlogPost): string[] {
  return post.showAdditionalCategories ? [post.category, ...post.additionalCategories] : [post.category];
}

/** Every category a post belongs to, for filtering and related posts. */
export function allCategories(post: BlogPost): string[] {
  return [post.category, ...post.additionalCategories];
}
