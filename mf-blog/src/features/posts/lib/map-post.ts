// Row → post mapping of spec section 3: texts in the current language through the translated-field
// lookup, category 'General' by default, image '' by default, slug falling back to the id.
import { translatedField, type Language } from 'shared-i18n';
import { isoDate } from 'shared-i18n/dates';
import type { BlogPost, BlogPostRow } from '../types';

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
  return {
    id: row.id,
    slug: nonEmpty(row.slug) || row.id,
    title: translatedField(row, 'title', language),
    excerpt: translatedField(row, 'excerpt', language),
    content: translatedField(row, 'content', language),
    date: mapDate(row.date),
    category: nonEmpty(row.category) || DEFAULT_CATEGORY,
    additionalCategories: Array.isArray(row.additional_categories)
      ? row.additional_categories.filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      : [],
    showAdditionalCategories: row.show_additional_categories === true,
    image: nonEmpty(row.image),
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
