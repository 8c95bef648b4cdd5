import type { createClient, SupabaseClient } from '@supabase/supabase-js';
import { createInstance, type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  applyTranslationOverrides,
  fetchTranslationOverrides,
  syncTranslationOverrides,
  toTranslationOverrides,
  type TranslationOverride,
  type TranslationsClient,
  type TranslationsQuery,
  type TranslationsQueryResult,
} from './translation-overrides';

afterEach(() => {
  vi.restoreAllMocks();
});

const FILES: Resource = {
  es: {
    common: { title: 'Abogados en Dénia' },
    blog: { list: { title: 'Blog Jurídico', subtitle: 'Actualidad Legal' } },
    contact: { form: { send: 'Enviar', name: 'Nombre' } },
  },
  en: {
    common: { title: 'Lawyers in Dénia' },
    blog: { list: { title: 'Legal Blog', subtitle: 'Legal News' } },
    contact: { form: { send: 'Send', name: 'Name' } },
  },
};

/** An instance with everything in memory from the start. */
async function preloaded(language = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: 'es', resources: structuredClone(FILES), ns: ['common', 'blog'], defaultNS: 'common' });
  return i18n;
}

/** An instance whose namespaces load on demand from an in-memory "server", like the real backend. */
async function lazy(language = 'en'): Promise<{ i18n: I18n; reads: string[] }> {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(lng, ns, callback) {
      reads.push(`${lng}/${ns}`);
      // A fresh copy each time, as a fetched file would be; answered asynchronously.
      setTimeout(() => callback(null, structuredClone((FILES[lng]?.[ns] as object) ?? {})), 1);
    },
  };
  const i18n = createInstance().use(backend);
  await i18n.init({ lng: language, fallbackLng: false, ns: ['common'], defaultNS: 'common' });
  return { i18n, reads };
}

const row = (namespace: string, key: string, value: string): TranslationOverride => ({ namespace, key, value });

function fakeClient(answers: Record<string, TranslationsQueryResult | Error>) {
  const calls: unknown[][] = [];
  const client: TranslationsClient = {
    from(table) {
      return {
        select(columns): TranslationsQuery {
          return {
            eq(column, value) {
              calls.push([table, columns, column, value]);
              const answer = answers[value] ?? { data: [], error: null };
              return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
            },
          };
        },
      };
    },
  };
  return { client, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('fetchTranslationOverrides', () => {
  it("selects namespace, key and value of the language's rows", async () => {
    const rows = [row('blog', 'list.title', 'Our blog')];
    const { client, calls } = fakeClient({ en: { data: rows, error: null } });
    expect(await fetchTranslationOverrides(client, 'en')).toEqual(rows);
    expect(calls).toEqual([['translations', 'namespace,key,value', 'language', 'en']]);
  });

  it('logs and returns nothing when the query fails or rejects', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { message: 'relation does not exist' };
    const { client } = fakeClient({ en: { data: null, error: failure }, de: new TypeError('Failed to fetch') });
    expect(await fetchTranslationOverrides(client, 'en')).toEqual([]);
    expect(await fetchTranslationOverrides(client, 'de')).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[0]).toContain(failure);
  });

  it('accepts a real supabase-js client (checked by tsc)', () => {
    const asClient = (client: SupabaseClient): TranslationsClient => client;
    expectTypeOf(asClient).returns.toEqualTypeOf<TranslationsClient>();
    // What `createClient(url, key)` without a Database type returns.
    expectTypeOf<ReturnType<typeof createClient>>().toExtend<TranslationsClient>();
  });
});

describe('toTranslationOverrides', () => {
  it('drops malformed rows but keeps an empty value', () => {
    expect(
      toTranslationOverrides([
        row('blog', 'a', 'A'),
        row('', 'b', 'B'),
        row('blog', '', 'C'),
        { namespace: 'blog', key: 'd', value: null },
        null,
        'text',
        row('common', 'e', ''),
      ]),
    ).toEqual([row('blog', 'a', 'A'), row('common', 'e', '')]);
  });
});

describe('applyTranslationOverrides', () => {
  it('overrides one nested key of a loaded namespace and keeps its siblings', async () => {
    const i18n = await preloaded();
    applyTranslationOverrides(i18n, 'en', [row('blog', 'list.title', 'Dénia Law Blog')]);
    expect(i18n.t('list.title', { ns: 'blog' })).toBe('Dénia Law Blog');
    expect(i18n.t('list.subtitle', { ns: 'blog' })).toBe('Legal News');
  });

  it('adds keys the file does not have and overwrites plain keys', async () => {
    const i18n = await preloaded();
    applyTranslationOverrides(i18n, 'en', [row('common', 'title', 'Law firm in Dénia'), row('common', 'hero.new', 'New')]);
    expect(i18n.t('title')).toBe('Law firm in Dénia');
    expect(i18n.t('hero.new')).toBe('New');
  });

  it('touches only the given language', async () => {
    const i18n = await preloaded();
    applyTranslationOverrides(i18n, 'en', [row('common', 'title', 'Changed')]);
    expect(i18n.getFixedT('es')('title')).toBe('Abogados en Dénia');
  });

  it('emits one store event per namespace, so react-i18next re-renders', async () => {
    const i18n = await preloaded();
    const added = vi.fn();
    i18n.store.on('added', added);
    applyTranslationOverrides(i18n, 'en', [row('blog', 'list.title', 'A'), row('blog', 'list.subtitle', 'B'), row('common', 'title', 'C')]);
    expect(added.mock.calls.map(([language, namespace]) => `${language}/${namespace}`).sort()).toEqual(['en/blog', 'en/common']);
  });

  it('does not create a namespace that is not loaded, so its file still loads', async () => {
    const { i18n, reads } = await lazy();
    applyTranslationOverrides(i18n, 'en', [row('contact', 'form.send', 'Send now')]);
    expect(i18n.hasResourceBundle('en', 'contact')).toBe(false);
    await i18n.loadNamespaces('contact');
    expect(reads).toContain('en/contact');
    expect(i18n.t('form.send', { ns: 'contact' })).toBe('Send now');
    expect(i18n.t('form.name', { ns: 'contact' })).toBe('Name');
  });

  it('survives a reload of the file, which replaces the namespace', async () => {
    const { i18n } = await lazy();
    await i18n.loadNamespaces('blog');
    applyTranslationOverrides(i18n, 'en', [row('blog', 'list.title', 'Our blog')]);
    await i18n.reloadResources(['en'], ['blog']);
    expect(i18n.t('list.title', { ns: 'blog' })).toBe('Our blog');
    expect(i18n.t('list.subtitle', { ns: 'blog' })).toBe('Legal News');
  });

  it('wins when a remote adds its bundle by hand later', async () => {
    const i18n = await preloaded();
    applyTranslationOverrides(i18n, 'en', [row('services', 'civil.title', 'Civil law (edited)')]);
    i18n.addResourceBundle('en', 'services', { civil: { title: 'Civil law', text: 'Contracts' } });
    expect(i18n.t('civil.title', { ns: 'services' })).toBe('Civil law (edited)');
    expect(i18n.t('civil.text', { ns: 'services' })).toBe('Contracts');
  });

  it('applies overrides given before init once the instance is ready', async () => {
    const i18n = createInstance();
    applyTranslationOverrides(i18n, 'en', [row('common', 'title', 'Early')]);
    await i18n.init({ lng: 'en', resources: structuredClone(FILES), defaultNS: 'common' });
    expect(i18n.t('title')).toBe('Early');
  });

  it('lets a later value for the same key replace an earlier one', async () => {
    const i18n = await preloaded();
    applyTranslationOverrides(i18n, 'en', [row('common', 'title', 'First')]);
    applyTranslationOverrides(i18n, 'en', [row('common', 'title', 'Second')]);
    expect(i18n.t('title')).toBe('Second');
  });

  it('ignores malformed rows and keeps the files', async () => {
    const i18n = await preloaded();
    applyTranslationOverrides(i18n, 'en', [{ namespace: 'common', key: 'title' } as TranslationOverride]);
    expect(i18n.t('title')).toBe('Lawyers in Dénia');
  });

  it('keeps separate instances apart', async () => {
    const [first, second] = await Promise.all([preloaded(), preloaded()]);
    applyTranslationOverrides(first, 'en', [row('common', 'title', 'Only first')]);
    applyTranslationOverrides(second, 'en', [row('common', 'other', 'Only second')]);
    expect(second.t('title')).toBe('Lawyers in Dénia');
    expect(first.t('other')).toBe('other'); // missing key: i18next shows the key
  });
});

describe('syncTranslationOverrides', () => {
  it("applies the page language's overrides now and after each language change, fetching each once", async () => {
    const i18n = await preloaded('en');
    const { client, calls } = fakeClient({
      en: { data: [row('common', 'title', 'Lawyers in Dénia, Spain')], error: null },
      es: { data: [row('common', 'title', 'Bufete en Dénia')], error: null },
    });
    const stop = syncTranslationOverrides(i18n, client);
    await flush();
    expect(i18n.t('title')).toBe('Lawyers in Dénia, Spain');

    await i18n.changeLanguage('es');
    await flush();
    expect(i18n.t('title')).toBe('Bufete en Dénia');

    await i18n.changeLanguage('en');
    await flush();
    expect(calls.map((call) => call[3])).toEqual(['en', 'es']);

    stop();
    await i18n.changeLanguage('de');
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('keeps the files when the overrides cannot be read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = await preloaded('en');
    syncTranslationOverrides(i18n, fakeClient({ en: new Error('offline') }).client);
    await flush();
    expect(i18n.t('title')).toBe('Lawyers in Dénia');
    expect(errors).toHaveBeenCalledOnce();
  });
});
