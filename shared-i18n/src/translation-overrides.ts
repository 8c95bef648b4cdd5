// Texts edited in the admin translation manager (`translations` table: namespace, key, language,
// value; key is a dotted path such as 'list.title') reach the public site without a redeploy:
// they are merged over the translation files in i18next. The site works on the files alone, so
// every failure here only logs.
//
// Overrides are kept per i18next instance and written only into namespaces that are already in
// the store: writing into a missing namespace would create it, and i18next would then consider
// it loaded and never fetch its file. When a namespace arrives later (or is reloaded, which
// replaces it), the store's 'added' event re-applies the kept overrides before anything renders.
import type { i18n as I18n } from 'i18next';
import { isLanguage, type Language } from './languages';

export interface TranslationOverride {
  namespace: string;
  key: string;
  value: string;
}

export interface TranslationsQueryResult {
  data: unknown[] | null;
  error: unknown;
}

/** The rest of the query chain, after `.select('namespace,key,value')`. */
export interface TranslationsQuery {
  eq(column: 'language', value: string): PromiseLike<TranslationsQueryResult>;
}

/**
 * The slice of a PostgREST client used here; supabase-js's client and `PostgrestClient` both fit. `select` returns
 * `unknown` because supabase-js's builder types are too deep to compare structurally (TS2589).
 */
export interface TranslationsClient {
  from(table: 'translations'): {
    select(columns: 'namespace,key,value'): unknown;
  };
}

/** Keeps only well-formed rows; the table constrains them, but a bad row must not break a page. */
export function toTranslationOverrides(rows: readonly unknown[]): TranslationOverride[] {
  return rows.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const { namespace, key, value } = row as Partial<TranslationOverride>;
    return typeof namespace === 'string' && namespace && typeof key === 'string' && key && typeof value === 'string' ? [{ namespace, key, value }] : [];
  });
}

/** The overrides of one language; [] (after logging) when they cannot be read. */
export async function fetchTranslationOverrides(client: TranslationsClient, language: Language): Promise<TranslationOverride[]> {
  try {
    const query = client.from('translations').select('namespace,key,value') as TranslationsQuery;
    const { data, error } = await query.eq('language', language);
    if (error) {
      console.error(`Error fetching translation overrides (${language}):`, error);
      return [];
    }
    return toTranslationOverrides(data ?? []);
  } catch (error) {
    console.error(`Error fetching translation overrides (${language}):`, error);
    return [];
  }
}

type KeyValues = Map<string, string>;

interface OverrideState {
  /** language → namespace → key → value */
  overrides: Map<string, Map<string, KeyValues>>;
  /** True while this module writes or emits, so its own 'added' events are not re-handled. */
  applying: boolean;
  listening: boolean;
}

const states = new WeakMap<I18n, OverrideState>();

type EmittingStore = NonNullable<I18n['store']> & { emit(event: string, ...args: unknown[]): void };

function keysOf(state: OverrideState, language: string, namespace: string): KeyValues | undefined {
  return state.overrides.get(language)?.get(namespace);
}

/** Writes the kept overrides of one loaded namespace, silently; false when it is not loaded. */
function write(i18n: I18n, state: OverrideState, language: string, namespace: string): boolean {
  const keys = keysOf(state, language, namespace);
  if (!keys?.size || !i18n.store || !i18n.hasResourceBundle(language, namespace)) return false;
  state.applying = true;
  try {
    for (const [key, value] of keys) {
      try {
        i18n.addResource(language, namespace, key, value, { silent: true });
      } catch (error) {
        console.error(`Could not apply translation override ${language}/${namespace}:${key}`, error);
      }
    }
  } finally {
    state.applying = false;
  }
  return true;
}

/** One store event per namespace: react-i18next re-renders on it (`bindI18nStore: 'added'`). */
function notify(i18n: I18n, state: OverrideState, language: string, namespace: string) {
  state.applying = true;
  try {
    (i18n.store as EmittingStore).emit('added', language, namespace, Object.fromEntries(keysOf(state, language, namespace) ?? []));
  } finally {
    state.applying = false;
  }
}

function writeAll(i18n: I18n, state: OverrideState) {
  for (const [language, namespaces] of state.overrides) {
    for (const namespace of namespaces.keys()) if (write(i18n, state, language, namespace)) notify(i18n, state, language, namespace);
  }
}

function listen(i18n: I18n, state: OverrideState) {
  if (state.listening) return;
  state.listening = true;
  const attach = () => {
    // A file that loads or reloads replaces the namespace's top-level keys: put the overrides back.
    i18n.store.on('added', (language, namespace) => {
      if (!state.applying) write(i18n, state, language, namespace);
    });
    writeAll(i18n, state);
  };
  if (i18n.store) attach();
  else i18n.on('initialized', attach); // applied before init: the store does not exist yet
}

function stateOf(i18n: I18n): OverrideState {
  let state = states.get(i18n);
  if (!state) {
    state = { overrides: new Map(), applying: false, listening: false };
    states.set(i18n, state);
  }
  listen(i18n, state);
  return state;
}

/**
 * Merges overrides of `language` into `i18n` (deep, overwriting the file's text) and notifies
 * react-i18next. Namespaces not loaded yet get them as soon as they load. Later calls add to or
 * replace earlier values; an override deleted in the admin disappears on the next page load.
 */
export function applyTranslationOverrides(i18n: I18n, language: string, rows: readonly TranslationOverride[]): void {
  try {
    const state = stateOf(i18n);
    const namespaces = state.overrides.get(language) ?? new Map<string, KeyValues>();
    state.overrides.set(language, namespaces);
    const touched = new Set<string>();
    for (const { namespace, key, value } of toTranslationOverrides(rows)) {
      const keys = namespaces.get(namespace) ?? new Map<string, string>();
      namespaces.set(namespace, keys);
      keys.set(key, value);
      touched.add(namespace);
    }
    for (const namespace of touched) if (write(i18n, state, language, namespace)) notify(i18n, state, language, namespace);
  } catch (error) {
    console.error('Could not apply translation overrides:', error);
  }
}

/**
 * Keeps `i18n` up to date with the overrides of the page's language: fetches them now and on each
 * language change (once per language per page load). Returns a function that stops listening.
 */
export function syncTranslationOverrides(i18n: I18n, client: TranslationsClient): () => void {
  const requested = new Set<Language>();
  const load = (language: string | undefined) => {
    if (!isLanguage(language) || requested.has(language)) return;
    requested.add(language);
    void fetchTranslationOverrides(client, language).then((rows) => applyTranslationOverrides(i18n, language, rows));
  };
  i18n.on('languageChanged', load);
  load(i18n.language);
  return () => i18n.off('languageChanged', load);
}
