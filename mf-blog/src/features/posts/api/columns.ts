// Column lists for the reads: cards need no content (the heaviest columns), the post and the
// preview dialog do.
import { LANGUAGE_CODES } from 'shared-i18n';

const translated = (field: string) => [field, ...LANGUAGE_CODES.filter((code) => code !== 'es').map((code) => `${field}_${code}`)];

const BASE = ['id', 'slug', 'category', 'additional_categories', 'show_additional_categories', 'hidden', 'show_on_homepage', 'date', 'image'];

export const CARD_COLUMNS = [...BASE, ...translated('title'), ...translated('excerpt')].join(',');
export const FULL_COLUMNS = [CARD_COLUMNS, ...translated('content')].join(',');
