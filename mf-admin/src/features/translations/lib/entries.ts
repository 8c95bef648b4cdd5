// Keys of a namespace with their file values and database overrides per language, and the
// completeness numbers the manager shows. Pure, so the numbers are easy to check.
import { LANGUAGE_CODES, type Language } from 'shared-i18n';
import type { Tables } from 'shared-core/database';

export type FlatStrings = Record<string, string>;
/** language → flattened file of one namespace */
export type NamespaceFiles = Partial<Record<Language, FlatStrings>>;

/** An override as the manager reads it (translations table). */
export type OverrideRow = Pick<Tables<'translations'>, 'namespace' | 'key' | 'language' | 'value'>;

export interface Entry {
  key: string;
  spanish: string;
  file: Partial<Record<Language, string>>;
  override: Partial<Record<Language, string>>;
}

/** Nested i18next JSON → dotted keys; only strings count as texts. */
export function flatten(value: unknown, prefix = '', out: FlatStrings = {}): FlatStrings {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string' && prefix) {
    out[prefix] = value;
  }
  return out;
}

/** Every key of the namespace: the Spanish file's keys plus keys that only exist as overrides. */
export function buildEntries(namespace: string, files: NamespaceFiles, overrides: readonly OverrideRow[]): Entry[] {
  const entries = new Map<string, Entry>();
  const entry = (key: string) => {
    let found = entries.get(key);
    if (!found) {
      found = { key, spanish: '', file: {}, override: {} };
      entries.set(key, found);
    }
    return found;
  };
  for (const key of Object.keys(files.es ?? {})) entry(key);
  for (const row of overrides) if (row.namespace === namespace) entry(row.key).override[row.language as Language] = row.value;
  for (const found of entries.values()) {
    for (const code of LANGUAGE_CODES) {
      const value = files[code]?.[found.key];
      if (value !== undefined) found.file[code] = value;
    }
    found.spanish = effective(found, 'es');
  }
  return [...entries.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** What the site shows: the override, else the file's text. */
export function effective(entry: Entry, language: Language): string {
  return entry.override[language] ?? entry.file[language] ?? '';
}

export const isMissing = (entry: Entry, language: Language) => !effective(entry, language).trim();
export const isSameAsSpanish = (entry: Entry, language: Language) =>
  language !== 'es' && !isMissing(entry, language) && effective(entry, language).trim() === entry.spanish.trim();

export function completeness(entries: readonly Entry[], language: Language): { filled: number; total: number; percent: number } {
  const total = entries.length;
  const filled = entries.filter((entry) => !isMissing(entry, language)).length;
  return { filled, total, percent: total ? Math.floor((filled / total) * 1000) / 10 : 100 };
}

/** Keys the translations table accepts (translations_key_shape). */
export const OVERRIDABLE_KEY = /^[A-Za-z0-9_.-]{1,200}$/;
