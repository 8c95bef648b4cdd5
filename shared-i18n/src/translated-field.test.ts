import { describe, expect, it } from 'vitest';
import { ownField, postSlug, translatedField } from './translated-field';

const post = {
  id: 7,
  title: 'Herencias en Dénia',
  title_en: 'Inheritance in Dénia',
  title_de: '',
  title_fr: '   ',
  title_ru: null,
  title_zh: 42,
  excerpt: 'Resumen',
};

describe('translatedField', () => {
  it('returns the column of the requested language', () => {
    expect(translatedField(post, 'title', 'en')).toBe('Inheritance in Dénia');
  });

  it('falls back to Spanish when the translation is empty, blank, null or not text', () => {
    expect(translatedField(post, 'title', 'de')).toBe('Herencias en Dénia');
    expect(translatedField(post, 'title', 'fr')).toBe('Herencias en Dénia');
    expect(translatedField(post, 'title', 'ru')).toBe('Herencias en Dénia');
    expect(translatedField(post, 'title', 'zh')).toBe('Herencias en Dénia');
    expect(translatedField(post, 'title', 'ar')).toBe('Herencias en Dénia'); // column absent
  });

  it('uses the bare column for Spanish', () => {
    expect(translatedField(post, 'title', 'es')).toBe('Herencias en Dénia');
  });

  it('prefers field_es over the bare column, as the spec orders it', () => {
    const row = { title: 'bare', title_es: 'explicit Spanish', title_en: '' };
    expect(translatedField(row, 'title', 'en')).toBe('explicit Spanish');
    expect(translatedField(row, 'title', 'es')).toBe('explicit Spanish');
    expect(translatedField({ title: 'bare', title_es: '' }, 'title', 'de')).toBe('bare');
  });

  it('returns an empty string when nothing is usable', () => {
    expect(translatedField({ title: null, title_en: '' }, 'title', 'en')).toBe('');
    expect(translatedField(post as Record<string, unknown>, 'content', 'en')).toBe('');
    expect(translatedField(null, 'title' as never, 'en')).toBe('');
    expect(translatedField(undefined, 'title' as never, 'en')).toBe('');
  });

  it('keeps the text as stored (no trimming of real values)', () => {
    expect(translatedField({ excerpt: ' Hola ', excerpt_en: ' Hi ' }, 'excerpt', 'en')).toBe(' Hi ');
  });

  it('works on loosely typed rows from the database client', () => {
    const row: Record<string, unknown> = { content: 'Texto', content_ar: 'نص' };
    expect(translatedField(row, 'content', 'ar')).toBe('نص');
    expect(translatedField(row, 'content', 'unknown-language')).toBe('Texto');
  });
});

describe('post slugs and own-language fields', () => {
  const row = { id: 'p1', slug: 'herencia-denia', slug_en: 'inheritance-denia', slug_fr: '  ', meta_title: 'Herencias', meta_title_en: null };
  it('use the language own slug, else the Spanish one, else the id', () => {
    expect(postSlug(row, 'en')).toBe('inheritance-denia');
    expect(postSlug(row, 'fr')).toBe('herencia-denia');
    expect(postSlug(row, 'es')).toBe('herencia-denia');
    expect(postSlug({ id: 'p2', slug: null }, 'de')).toBe('p2');
  });
  it('never borrow another language for own-language fields', () => {
    expect(ownField(row, 'meta_title', 'es')).toBe('Herencias');
    expect(ownField(row, 'meta_title', 'en')).toBe('');
  });
});
