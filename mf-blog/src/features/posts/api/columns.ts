// Column lists for the reads: cards need no content (the heaviest columns), the post and the
// preview dialog do, with the per-language search and social fields. Every read has each language's
// slug, so links always point at the post's URL in the page's language.
import { LANGUAGE_CODES } from 'shared-i18n';

const translated = (field: string) => [field, ...LANGUAGE_CODES.filter((code) => code !== 'es').map((code) => `${field}_${code}`)];

const BASE = ['id', 'category', 'additional_categories', 'show_additional_categories', 'hidden', 'show_on_homepage', 'date', 'image'];
const SEO = ['meta_title', 'meta_description', 'social_image', 'image_alt'];

export const CARD_COLUMNS = [...BASE, ...translated('slug'), ...translated('title'), ...translated('excerpt')].join(',');
export const FULL_COLUMNS = [CARD_COLUMNS, ...translated('content'), ...SEO.flatMap(translated)].join(',');
