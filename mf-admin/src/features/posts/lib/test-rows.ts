// Rows for tests: a blog_posts row as the database returns it (every column, the other languages'
// null), with the fields a test cares about on top.
import { LANGUAGE_CODES } from 'shared-i18n';
import type { PostRow } from './post-model';

const TRANSLATED = ['title', 'excerpt', 'content', 'slug', 'meta_title', 'meta_description', 'image_alt', 'social_image'];

export function postRow(fields: Partial<PostRow> = {}): PostRow {
  const translations = Object.fromEntries(
    LANGUAGE_CODES.filter((code) => code !== 'es').flatMap((code) => TRANSLATED.map((field) => [`${field}_${code}`, null])),
  );
  return {
    id: 'p1',
    slug: 'herencias',
    title: 'Herencias',
    excerpt: '',
    content: '',
    category: 'General',
    additional_categories: [],
    show_additional_categories: false,
    hidden: false,
    show_on_homepage: false,
    date: '2026-11-01',
    image: null,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    status: 'draft',
    publish_at: null,
    published_at: null,
    version: 1,
    meta_title: null,
    meta_description: null,
    social_image: null,
    image_alt: null,
    ...translations,
    ...fields,
  } as PostRow;
}
