// The languages the firm has switched on, from the `language_settings` table. A failed read must
// not break the switcher: it logs and offers Spanish and English.
import type { Tables } from 'shared-core/database';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** A row of `language_settings` as the switcher reads it (types generated from the migrations). */
export type LanguageSettingsRow = Pick<Tables<'language_settings'>, 'language_code' | 'language_name' | 'is_active' | 'is_default'>;

export interface ActiveLanguage {
  code: Language;
  /** The name the firm entered, else the language's own name. */
  name: string;
  isDefault: boolean;
}

export interface QueryResult {
  data: unknown[] | null;
  error: unknown;
}

/** The rest of the query chain, after `.select('*')`. */
export interface LanguageSettingsQuery {
  eq(
    column: 'is_active',
    value: true,
  ): {
    order(column: 'language_name'): PromiseLike<QueryResult>;
  };
}

/**
 * The slice of a PostgREST client this module calls; supabase-js's client and `PostgrestClient` both fit.
 * `select` is declared as returning `unknown` because comparing supabase-js's filter builder with
 * a hand-written type is "excessively deep" for TypeScript (TS2589); the chain after it is typed
 * by `LanguageSettingsQuery`, which a test fake implements.
 */
export interface LanguageSettingsClient {
  from(table: 'language_settings'): {
    select(columns: '*'): unknown;
  };
}

/** Used when the table cannot be read. */
export const FALLBACK_LANGUAGES: readonly ActiveLanguage[] = Object.freeze([
  { code: DEFAULT_LANGUAGE, name: LANGUAGES[DEFAULT_LANGUAGE].nativeName, isDefault: true },
  { code: 'en', name: LANGUAGES.en.nativeName, isDefault: false },
]);

function fallback(): ActiveLanguage[] {
  return FALLBACK_LANGUAGES.map((language) => ({ ...language }));
}

/** Rows → supported languages, in the table's order; unknown codes and repeats are dropped. */
export function toActiveLanguages(rows: readonly unknown[]): ActiveLanguage[] {
  const seen = new Set<Language>();
  const languages: ActiveLanguage[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const { language_code: rawCode, language_name: rawName, is_default: isDefault } = row as Partial<LanguageSettingsRow>;
    // Codes are compared case-insensitively: an admin typing 'EN' still means English.
    const code = typeof rawCode === 'string' ? rawCode.trim().toLowerCase() : '';
    if (!(code in LANGUAGES) || seen.has(code as Language)) continue;
    seen.add(code as Language);
    const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : LANGUAGES[code as Language].nativeName;
    languages.push({ code: code as Language, name, isDefault: isDefault === true });
  }
  return languages;
}

/** Active languages ordered by name; on any failure, logs and returns [es (default), en]. */
export async function fetchActiveLanguages(client: LanguageSettingsClient): Promise<ActiveLanguage[]> {
  try {
    const query = client.from('language_settings').select('*') as LanguageSettingsQuery;
    const { data, error } = await query.eq('is_active', true).order('language_name');
    if (error) {
      console.error('Error fetching languages:', error);
      return fallback();
    }
    return toActiveLanguages(data ?? []);
  } catch (error) {
    // A network failure can reject instead of resolving with `error`.
    console.error('Error fetching languages:', error);
    return fallback();
  }
}
