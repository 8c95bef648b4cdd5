// Rows for unit tests: a card row as the database returns it (every column the read selects, the
// optional ones null), with the fields a test cares about on top.
import { LANGUAGE_CODES } from 'shared-i18n';
import type { BlogPostRow } from './types';

export function cardRow(fields: Partial<BlogPostRow> & { id: string }): BlogPostRow {
  const translations = Object.fromEntries(
    LANGUAGE_CODES.filter((code) => code !== 'es').flatMap((code) => ['slug', 'title', 'excerpt'].map((field) => [`${field}_${code}`, null])),
  );
  return {
    slug: '',
    title: '',
    excerpt: '',
    category: '',
    additional_categories: [],
    show_additional_categories: false,
    hidden: false,
    show_on_homepage: false,
    date: null,
    image: null,
    ...translations,
    ...fields,
  } as BlogPostRow;
}
