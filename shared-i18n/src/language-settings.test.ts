import type { createClient, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fetchActiveLanguages, FALLBACK_LANGUAGES, toActiveLanguages, type LanguageSettingsClient, type LanguageSettingsQuery } from './language-settings';

type Call = [method: string, ...args: unknown[]];

/** Records the query chain and answers with `result` (or rejects with `reject`). */
function fakeClient(result: { data: unknown[] | null; error: unknown }, reject?: Error) {
  const calls: Call[] = [];
  const client: LanguageSettingsClient = {
    from(table) {
      calls.push(['from', table]);
      return {
        select(columns): LanguageSettingsQuery {
          calls.push(['select', columns]);
          return {
            eq(column, value) {
              calls.push(['eq', column, value]);
              return {
                order(column) {
                  calls.push(['order', column]);
                  return reject ? Promise.reject(reject) : Promise.resolve(result);
                },
              };
            },
          };
        },
      };
    },
  };
  return { client, calls };
}

const row = (language_code: string, language_name: string, is_default = false) => ({
  language_code,
  language_name,
  is_active: true,
  is_default,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchActiveLanguages', () => {
  it('reads active languages ordered by name', async () => {
    const { client, calls } = fakeClient({ data: [], error: null });
    await fetchActiveLanguages(client);
    expect(calls).toEqual([
      ['from', 'language_settings'],
      ['select', '*'],
      ['eq', 'is_active', true],
      ['order', 'language_name'],
    ]);
  });

  it('maps rows to supported languages in the order received', async () => {
    const { client } = fakeClient({
      data: [row('de', 'Deutsch'), row('en', 'English'), row('es', 'Español', true), row('ar', 'العربية')],
      error: null,
    });
    expect(await fetchActiveLanguages(client)).toEqual([
      { code: 'de', name: 'Deutsch', isDefault: false },
      { code: 'en', name: 'English', isDefault: false },
      { code: 'es', name: 'Español', isDefault: true },
      { code: 'ar', name: 'العربية', isDefault: false },
    ]);
  });

  it('returns an empty list when no language is active (the switcher then hides)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchActiveLanguages(fakeClient({ data: [], error: null }).client)).toEqual([]);
    expect(await fetchActiveLanguages(fakeClient({ data: null, error: null }).client)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs and falls back to Spanish (default) and English when the query fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { message: 'permission denied', code: '42501' };
    const languages = await fetchActiveLanguages(fakeClient({ data: null, error: failure }).client);
    expect(languages).toEqual([
      { code: 'es', name: 'Español', isDefault: true },
      { code: 'en', name: 'English', isDefault: false },
    ]);
    expect(errors).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('logs and falls back when the request rejects', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const languages = await fetchActiveLanguages(fakeClient({ data: null, error: null }, new TypeError('Failed to fetch')).client);
    expect(languages.map((language) => language.code)).toEqual(['es', 'en']);
    expect(errors).toHaveBeenCalledOnce();
  });

  it('hands out copies, so callers cannot alter the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const languages = await fetchActiveLanguages(fakeClient({ data: null, error: { message: 'x' } }).client);
    languages[0].name = 'changed';
    expect(FALLBACK_LANGUAGES[0].name).toBe('Español');
  });

  it('accepts a real supabase-js client (checked by tsc)', () => {
    // Fails type-checking, not at run time, if supabase-js stops fitting the interface.
    const asClient = (client: SupabaseClient): LanguageSettingsClient => client;
    expectTypeOf(asClient).returns.toEqualTypeOf<LanguageSettingsClient>();
    // What `createClient(url, key)` without a Database type returns.
    expectTypeOf<ReturnType<typeof createClient>>().toExtend<LanguageSettingsClient>();
  });
});

describe('toActiveLanguages', () => {
  it('drops unsupported codes, repeats and malformed rows', () => {
    expect(toActiveLanguages([row('pt', 'Português'), row('en', 'English'), row('en', 'English again'), null, 'es', { language_name: 'x' }])).toEqual([
      { code: 'en', name: 'English', isDefault: false },
    ]);
  });

  it('normalises the code and fills a missing name with the native one', () => {
    expect(toActiveLanguages([row(' ZH ', ''), { language_code: 'ru' }])).toEqual([
      { code: 'zh', name: '中文', isDefault: false },
      { code: 'ru', name: 'Русский', isDefault: false },
    ]);
  });

  it('takes only a literal true as the default flag', () => {
    expect(toActiveLanguages([{ ...row('fr', 'Français'), is_default: 'true' }])[0].isDefault).toBe(false);
  });
});
