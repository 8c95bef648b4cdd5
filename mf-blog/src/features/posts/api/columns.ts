// Column lists for the reads: cards need no content (the heaviest columns), the post and the
// preview dialog do, with the per-language search and social fields. Every read has each language's
// slug, so links always point at the post's URL in the page's language.
// The lists are typed against the generated schema (shared-core/database): a renamed column fails the
// type check, and the row types below say exactly what each read returns.
import { LANGUAGE_CODES, translatedColumn, type TranslatedColumn } from 'shared-i18n';
import type { Tables } from 'shared-core/database';

type PostsTable = Tables<'blog_posts'>;

const translated = <Field extends string>(field: Field) => LANGUAGE_CODES.map((code) => translatedColumn(field, code));

const BASE = [
  'id',
  'category',
  'additional_categories',
  'show_additional_categories',
  'hidden',
  'show_on_homepage',
  'date',
  'image',
] as const satisfies readonly (keyof PostsTable)[];
const CARD_TEXTS = ['slug', 'title', 'excerpt'] as const;
const FULL_TEXTS = ['content', 'meta_title', 'meta_description', 'social_image', 'image_alt'] as const;

/** A post as a card reads it. */
export type CardRow = Pick<PostsTable, (typeof BASE)[number] | TranslatedColumn<(typeof CARD_TEXTS)[number]>>;
/** A post as its page reads it: the card's columns and the content and search fields in every language. */
export type FullRow = CardRow & Pick<PostsTable, TranslatedColumn<(typeof FULL_TEXTS)[number]>>;

export const CARD_COLUMNS = [...BASE, ...CARD_TEXTS.flatMap(translated)].join(',');
export const FULL_COLUMNS = [CARD_COLUMNS, ...FULL_TEXTS.flatMap(translated)].join(',');
