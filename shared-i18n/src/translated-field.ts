// Translated columns of a row (spec section 3, "Translated-field lookup"): in the database the
// Spanish text is the bare column (`title`) and the others carry a suffix (`title_en`).
// Lookup order: field_{lang}, field_es, field, then ''.
import type { Language } from './languages';

/** The bare (Spanish) column names of a row, e.g. 'title' | 'excerpt' | 'title_en' | … */
export type FieldName<Row> = Extract<keyof Row, string>;

function text(value: unknown): string | null {
  // A blank translation (an admin cleared the box) must not hide the Spanish text.
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The field in `language`, falling back to Spanish, then to the bare column, then to ''. */
export function translatedField<Row extends object>(
  row: Row | null | undefined,
  field: FieldName<Row>,
  language: Language | string,
): string {
  if (!row) return '';
  const values = row as Record<string, unknown>;
  return text(values[`${field}_${language}`]) ?? text(values[`${field}_es`]) ?? text(values[field]) ?? '';
}
