import { describe, expect, it } from 'vitest';
import { completeness, emptyForm, formFromRow, imageFileError, rowFromForm, validatePost, type PostRow } from './post-model';

describe('validatePost', () => {
  it('requires the Spanish title only', () => {
    const form = emptyForm('2026-01-01');
    form.slug = 'x';
    expect(validatePost(form)).toEqual({ 'texts.es.title': { key: 'errors.titleRequired' } });
    form.texts.es.title = 'Hola';
    expect(validatePost(form)).toEqual({});
  });
  it('checks slug length and shape, and text limits per language', () => {
    const form = emptyForm('2026-01-01');
    form.texts.es.title = 'Hola';
    form.slug = 'a'.repeat(71);
    form.texts.en.title = 'x'.repeat(201);
    expect(validatePost(form)).toEqual({
      slug: { key: 'errors.slugTooLong', max: 70 },
      'texts.en.title': { key: 'errors.tooLong', max: 200 },
    });
    form.slug = 'Con Espacios';
    form.texts.en.title = '';
    expect(validatePost(form)).toEqual({ slug: { key: 'errors.slugFormat' } });
  });
  it('limits additional categories', () => {
    const form = emptyForm('2026-01-01');
    form.texts.es.title = 'Hola';
    form.slug = 'hola';
    form.additionalCategories = Array.from({ length: 11 }, (_, i) => `c${i}`).join(',');
    expect(validatePost(form)).toEqual({ additionalCategories: { key: 'errors.tooManyCategories', max: 10 } });
  });
});

describe('row mapping', () => {
  it('round-trips and stores empty translations as null', () => {
    const form = emptyForm('2026-02-03');
    form.texts.es = { title: ' Título ', excerpt: 'Resumen', content: 'Texto' };
    form.texts.en.title = 'Title';
    form.slug = 'titulo';
    form.additionalCategories = 'Familia, , Herencias ';
    const row = rowFromForm(form);
    expect(row).toMatchObject({ title: 'Título', title_en: 'Title', excerpt_en: null, additional_categories: ['Familia', 'Herencias'], date: '2026-02-03' });
    const back = formFromRow({ id: '1', ...row } as PostRow);
    expect(back.texts.en.title).toBe('Title');
    expect(back.additionalCategories).toBe('Familia, Herencias');
  });
});

describe('completeness and images', () => {
  it('marks languages', () => {
    expect(completeness({ title: 'a', excerpt: 'b', content: 'c' })).toBe('complete');
    expect(completeness({ title: 'a', excerpt: '', content: '' })).toBe('partial');
    expect(completeness({ title: ' ', excerpt: '', content: '' })).toBe('empty');
  });
  it('refuses non-images and files over 5 MB', () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toEqual({ key: 'errors.imageType' });
    expect(imageFileError({ type: 'image/png', size: 6 * 1024 * 1024 })).toEqual({ key: 'errors.imageSize', max: 5 });
    expect(imageFileError({ type: 'image/webp', size: 1000 })).toBeNull();
  });
});
