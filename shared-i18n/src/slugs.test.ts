import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slugs';

describe('slugify', () => {
  it.each([
    ['Derecho de Familia en Dénia', 'derecho-familia-denia'],
    ['Año nuevo', 'ano-nuevo'],
    ['Año', 'ano'],
    ['Extranjería: NIE, TIE y arraigo', 'extranjeria-nie-tie-arraigo'],
    ['¿Qué pasa con la herencia si no hay testamento?', 'que-pasa-herencia-si-no-hay-testamento'],
    ['Çà et là, über Straßen', 'ca-et-uber-straen'], // 'la' is a Spanish filler word even here; 'ß' is not a-z
    ['  Espacios   múltiples\ty\nsaltos  ', 'espacios-multiples-saltos'],
    ['Guía - paso a paso -- 2025', 'guia-paso-paso-2025'],
    ['---Derecho---Laboral---', 'derecho-laboral'],
    ['snake_case se conserva', 'snake_case-se-conserva'],
    ['Los derechos del trabajador con o sin contrato, por y para todos', 'derechos-trabajador-sin-contrato-todos'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('drops filler words only as whole words, never inside other words', () => {
    expect(slugify('Laboral Delante Enero Para-caídas')).toBe('laboral-delante-enero-caidas');
    expect(slugify('La Ley de la Vivienda')).toBe('ley-vivienda');
  });

  it('leaves no double hyphens after removing filler words', () => {
    const slug = slugify('Civil y de la familia en a con por para');
    expect(slug).toBe('civil-familia');
    expect(slug).not.toMatch(/--|^-|-$/);
  });

  it('keeps the words of a title made only of filler words', () => {
    expect(slugify('De la')).toBe('de-la');
  });

  it('returns an empty string when nothing Latin is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ¿? ---')).toBe('');
    expect(slugify('Наследство в Испании')).toBe('');
    expect(slugify('继承法 2025')).toBe('2025');
  });

  it('limits to 70 characters', () => {
    const slug = slugify('palabra '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(SLUG_MAX_LENGTH).toBe(70);
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(70));
  });

  it('trims the hyphen when the cut lands on one', () => {
    // 69 letters, a hyphen at position 70, then more: the cut keeps 70 characters ending in '-'.
    const text = `${'a'.repeat(69)} siguiente`;
    expect(slugify(text)).toBe('a'.repeat(69));
  });

  it('cuts inside a word when that is where 70 falls', () => {
    const text = `${'b'.repeat(65)} abcdefghij`;
    expect(slugify(text)).toBe(`${'b'.repeat(65)}-abcd`);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('herencias', [])).toBe('herencias');
    expect(uniqueSlug('herencias', ['herencias-1', 'otra'])).toBe('herencias');
  });

  it('appends -1, -2 … until free', () => {
    expect(uniqueSlug('herencias', ['herencias'])).toBe('herencias-1');
    expect(uniqueSlug('herencias', ['herencias', 'herencias-1', 'herencias-2'])).toBe('herencias-3');
  });

  it('takes the first gap', () => {
    expect(uniqueSlug('herencias', ['herencias', 'herencias-2'])).toBe('herencias-1');
  });

  it('compares whole slugs only', () => {
    expect(uniqueSlug('ley', ['ley-vivienda', 'leyes'])).toBe('ley');
  });

  it('accepts any iterable of existing slugs', () => {
    expect(uniqueSlug('a-b', new Set(['a-b']))).toBe('a-b-1');
  });
});
