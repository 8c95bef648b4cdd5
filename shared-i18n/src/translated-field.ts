// Translated columns of a row: in the database the
// Spanish text is the bare column (`title`) and the others carry a suffix (`title_en`).
// Lookup order: field_{lang}, field_es, field, then ''.
import type { Language } from './languages';

/** The columns of a translated field: the bare one holds Spanish, `field_<lang>` the others. */
export type TranslatedColumn<Field extends string> = Field | `${Field}_${Exclude<Language, 'es'>}`;

/** The column of `field` in `language`; typed, so `row[translatedColumn('title', language)]` is checked against the row type. */
export function translatedColumn<Field extends string>(field: Field, language: Language): TranslatedColumn<Field> {
  return language === 'es' ? field : `${field}_${language}`;
}

/** The bare (Spanish) column names of a row, e.g. 'title' | 'excerpt' | 'title_en' | … */
export type FieldName<Row> = Extract<keyof Row, string>;

function text(value: unknown): string | null {
  // A blank translation (an admin cleared the box) must not hide the Spanish text.
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The field in `language`, falling back to Spanish, then to the bare column, then to ''. */
export function translatedField<Row extends object>(row: Row | null | undefined, field: FieldName<Row>, language: Language | string): string {
  if (!row) return '';
  const values = row as Record<string, unknown>;
  return text(values[`${field}_${language}`]) ?? text(values[`${field}_es`]) ?? text(values[field]) ?? '';
}

/**
 * A post's slug in a language: its own (`slug_en`…) when it has one, else the Spanish `slug`, else
 * its id. The one rule for post URLs: the blog's links, the post page's canonical and alternates, the
 * prerendered pages, the sitemap and the feeds.
 */
export function postSlug(row: { id: string | number; slug?: unknown; [column: string]: unknown }, language: Language | string): string {
  const own = language === 'es' ? null : text(row[`slug_${language}`]);
  return (own ?? text(row.slug) ?? String(row.id)).trim();
}

/** Only a language's own text (no Spanish fallback): for fields where another language's text is wrong, such as meta descriptions. */
export function ownField(row: Record<string, unknown> | null | undefined, field: string, language: Language | string): string {
  if (!row) return '';
  return text(row[language === 'es' ? field : `${field}_${language}`])?.trim() ?? '';
}
