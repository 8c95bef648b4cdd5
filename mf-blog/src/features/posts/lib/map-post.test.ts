import { describe, expect, it } from 'vitest';
import { formatDialogDate, formatLongDate } from 'shared-i18n/dates';
import { mapPost, visibleCategories } from './map-post';
import { cardRow } from './test-rows';

const row = cardRow({
  id: '6f1c1d9e-0000-4000-8000-000000000001',
  slug: 'divorcio-notario',
  title: 'Divorcio ante notario',
  excerpt: 'Resumen',
  content: 'Texto',
  title_en: 'Divorce before a notary',
  excerpt_en: '',
  category: 'Familia',
  additional_categories: ['Civil'],
  show_additional_categories: true,
  hidden: false,
  show_on_homepage: true,
  date: '2026-09-04',
  image: 'https://example.com/a.jpg',
});

describe('mapPost', () => {
  it('maps a full row in the requested language, falling back to Spanish per field', () => {
    const post = mapPost(row, 'en');
    expect(post).toMatchObject({
      id: row.id,
      slug: 'divorcio-notario',
      title: 'Divorce before a notary',
      excerpt: 'Resumen', // blank English excerpt → Spanish
      content: 'Texto',
      date: '2026-09-04',
      category: 'Familia',
      additionalCategories: ['Civil'],
      showAdditionalCategories: true,
      showOnHomepage: true,
      hidden: false,
      image: 'https://example.com/a.jpg',
    });
    expect(visibleCategories(post)).toEqual(['Familia', 'Civil']);
  });

  it("defaults: category 'General', empty image, slug falls back to the id, empty date", () => {
    const post = mapPost(cardRow({ id: 'abc', title: 'T' }), 'de');
    expect(post.category).toBe('General');
    expect(post.image).toBe('');
    expect(post.slug).toBe('abc');
    expect(post.date).toBe('');
    expect(post.additionalCategories).toEqual([]);
    expect(post.showAdditionalCategories).toBe(false);
    expect(visibleCategories({ ...post, additionalCategories: ['X'] })).toEqual(['General']);
  });

  it('normalises a timestamp to YYYY-MM-DD and keeps a non-date as written', () => {
    expect(mapPost(cardRow({ id: 'a', date: '2025-03-05T10:00:00' }), 'es').date).toBe('2025-03-05');
    expect(mapPost(cardRow({ id: 'a', date: 'pronto' }), 'es').date).toBe('pronto');
  });
});

describe('post dates per language', () => {
  it('formats the card date in each language and shows the raw value when invalid', () => {
    expect(formatLongDate('2025-03-05', 'es')).toBe('5 de marzo de 2025');
    expect(formatLongDate('2025-03-05', 'en')).toBe('5 March 2025');
    expect(formatLongDate('2025-03-05', 'de')).toBe('5. März 2025');
    expect(formatLongDate('2025-03-05', 'fr')).toBe('5 mars 2025');
    expect(formatLongDate('2025-03-05', 'ru')).toMatch(/^5 марта 2025/);
    expect(formatLongDate('2025-03-05', 'zh')).toMatch(/2025.*3.*5/);
    expect(formatLongDate('2025-03-05', 'ar')).toMatch(/مارس/);
    expect(formatLongDate('pronto', 'en')).toBe('pronto');
    expect(formatLongDate('', 'en')).toBe('');
  });

  it("formats the dialog date in Spanish, or 'Fecha no disponible'", () => {
    expect(formatDialogDate('2025-03-05')).toBe('5 de marzo, 2025');
    expect(formatDialogDate('')).toBe('Fecha no disponible');
    expect(formatDialogDate('2025-02-30')).toBe('Fecha no disponible');
  });
});
