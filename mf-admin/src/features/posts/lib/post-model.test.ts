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

describe('publishing and SEO fields', () => {
  const valid = () => {
    const form = emptyForm('2026-01-01');
    form.texts.es.title = 'Hola';
    form.slug = 'hola';
    return form;
  };
  it('starts a new post as a draft and needs a future time to schedule', () => {
    const form = valid();
    expect(form.status).toBe('draft');
    form.status = 'scheduled';
    expect(validatePost(form)).toEqual({ publishAt: { key: 'errors.publishAtRequired' } });
    form.publishAt = '2026-11-24T09:00';
    expect(validatePost(form, new Date('2026-11-24T10:00:00'))).toEqual({ publishAt: { key: 'errors.publishAtPast' } });
    expect(validatePost(form, new Date('2026-11-24T08:00:00'))).toEqual({});
  });
  it('asks for the Spanish alt text once there is a cover image, and checks slugs per language', () => {
    const form = valid();
    form.image = 'https://example.com/a.png';
    form.seo.en.slug = 'Not A Slug';
    form.seo.de.metaTitle = 'x'.repeat(121);
    form.seo.fr.socialImage = 'javascript:alert(1)';
    expect(validatePost(form)).toEqual({
      'seo.es.imageAlt': { key: 'errors.imageAltRequired' },
      'seo.en.slug': { key: 'errors.slugFormat' },
      'seo.de.metaTitle': { key: 'errors.tooLong', max: 120 },
      'seo.fr.socialImage': { key: 'errors.imageUrl' },
    });
  });
  it('maps state, schedule and per-language SEO to columns and back', () => {
    const form = valid();
    form.status = 'scheduled';
    form.publishAt = '2027-01-02T10:30';
    form.seo.es.metaTitle = 'Título SEO';
    form.seo.en = { metaTitle: 'SEO title', metaDescription: '', imageAlt: 'A court', socialImage: 'https://example.com/card.jpg', slug: 'hello' };
    const row = rowFromForm(form);
    expect(row).toMatchObject({
      status: 'scheduled',
      publish_at: new Date('2027-01-02T10:30').toISOString(),
      meta_title: 'Título SEO',
      meta_title_en: 'SEO title',
      meta_description_en: null,
      image_alt_en: 'A court',
      social_image_en: 'https://example.com/card.jpg',
      slug_en: 'hello',
      slug_de: null,
    });
    expect(row).not.toHaveProperty('hidden');
    expect(row).not.toHaveProperty('slug_es');
    const back = formFromRow({ id: '1', version: 3, hidden: true, published_at: null, ...row } as unknown as PostRow);
    expect(back.publishAt).toBe('2027-01-02T10:30');
    expect(back.seo.en).toEqual({
      metaTitle: 'SEO title',
      metaDescription: '',
      imageAlt: 'A court',
      socialImage: 'https://example.com/card.jpg',
      slug: 'hello',
    });
    expect(back.status).toBe('scheduled');
  });
});
