import { describe, expect, it } from 'vitest';
import { buildEntries, completeness, effective, flatten, isMissing, isSameAsSpanish } from './entries';

describe('translation entries', () => {
  const files = {
    es: flatten({ a: 'Hola', b: { c: 'Adiós' }, d: 'Blog' }),
    de: flatten({ a: 'Hallo', b: { c: '' }, d: 'Blog' }),
  };
  const overrides = [
    { namespace: 'x', key: 'b.c', language: 'de', value: 'Tschüss' },
    { namespace: 'x', key: 'extra', language: 'es', value: 'Nuevo' },
    { namespace: 'y', key: 'a', language: 'de', value: 'ignored' },
  ];
  const entries = buildEntries('x', files, overrides);
  it('merges file keys and override-only keys', () => {
    expect(entries.map((entry) => entry.key)).toEqual(['a', 'b.c', 'd', 'extra']);
    expect(effective(entries[1], 'de')).toBe('Tschüss');
    expect(entries[3].spanish).toBe('Nuevo');
  });
  it('computes missing, same-as-Spanish and completeness', () => {
    expect(isMissing(entries[3], 'de')).toBe(true);
    expect(isSameAsSpanish(entries[2], 'de')).toBe(true);
    expect(completeness(entries, 'de')).toEqual({ filled: 3, total: 4, percent: 75 });
    expect(completeness(entries, 'fr')).toEqual({ filled: 0, total: 4, percent: 0 });
  });
});
