import { getWeek, startOfWeek } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_UNAVAILABLE, dateLocale, formatDialogDate, formatLongDate, isoDate, parseDate } from './dates';
import { LANGUAGE_CODES } from './languages';

// West of Greenwich, reading '2025-03-05' as UTC midnight would show 4 March: run these tests
// there so an off-by-one cannot hide behind a UTC machine.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('dateLocale', () => {
  const expected = {
    es: [1, 1],
    en: [0, 1],
    de: [1, 4],
    fr: [1, 4],
    ar: [6, 1],
    zh: [1, 4],
    ru: [1, 1],
  } as const;

  it.each(LANGUAGE_CODES)('%s follows the spec week rules', (language) => {
    const { options } = dateLocale(language);
    expect([options?.weekStartsOn, options?.firstWeekContainsDate]).toEqual(expected[language]);
  });

  it('starts the week on the right day in practice', () => {
    const wednesday = new Date(2025, 2, 5);
    expect(startOfWeek(wednesday, { locale: dateLocale('en') }).getDate()).toBe(2); // Sunday
    expect(startOfWeek(wednesday, { locale: dateLocale('ar') }).getDate()).toBe(1); // Saturday
    expect(startOfWeek(wednesday, { locale: dateLocale('es') }).getDate()).toBe(3); // Monday
  });

  it('applies the first-week rule (1 January 2027 is a Friday)', () => {
    const jan1 = new Date(2027, 0, 1);
    expect(getWeek(jan1, { locale: dateLocale('de') })).toBe(53); // belongs to the last week of 2026
    expect(getWeek(jan1, { locale: dateLocale('es') })).toBe(1);
    expect(getWeek(jan1, { locale: dateLocale('ru') })).toBe(1);
  });

  it('falls back to Spanish for unknown codes', () => {
    expect(dateLocale('pt')).toBe(dateLocale('es'));
    expect(dateLocale(undefined)).toBe(dateLocale('es'));
    expect(dateLocale('es').code).toBe('es');
  });
});

describe('parseDate and isoDate', () => {
  it('reads YYYY-MM-DD as a local calendar date', () => {
    const date = parseDate('2025-03-05');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2025, 2, 5]);
    expect(isoDate('2025-03-05')).toBe('2025-03-05');
  });

  it('reads timestamps with an offset as instants', () => {
    // 03:00 UTC on the 6th is still the 5th in New York.
    expect(isoDate('2025-03-06T03:00:00+00:00')).toBe('2025-03-05');
    expect(isoDate('2025-03-06 03:00:00.123456+00')).toBe('2025-03-05');
  });

  it('accepts Date objects and epoch numbers', () => {
    expect(isoDate(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(isoDate(new Date(2024, 1, 29).getTime())).toBe('2024-02-29');
  });

  it('rejects empty, impossible and non-ISO values', () => {
    for (const value of ['', '   ', '2025-02-30', '2025-13-01', 'mañana', 'March 5, 2025', null, undefined, {}, new Date('x')]) {
      expect(parseDate(value), String(value)).toBeNull();
      expect(isoDate(value)).toBe('');
    }
  });
});

describe('formatLongDate (blog card)', () => {
  it.each([
    ['es', '5 de marzo de 2025'],
    ['en', '5 March 2025'],
    ['de', '5. März 2025'],
    ['fr', '5 mars 2025'],
    ['ar', '5 مارس 2025'],
    ['zh', '2025年3月5日'],
    ['ru', '5 марта 2025 г.'],
  ])('%s', (language, text) => {
    expect(formatLongDate('2025-03-05', language)).toBe(text);
  });

  it('uses Spanish for an unknown language', () => {
    expect(formatLongDate('2025-03-05', 'pt')).toBe('5 de marzo de 2025');
  });

  it('shows the raw value when the date is invalid', () => {
    expect(formatLongDate('pronto', 'en')).toBe('pronto');
    expect(formatLongDate('2025-02-30', 'de')).toBe('2025-02-30');
    expect(formatLongDate('', 'es')).toBe('');
    expect(formatLongDate(null, 'es')).toBe('');
  });
});

describe('formatDialogDate (blog dialog)', () => {
  it("formats in Spanish as 'd de MMMM, yyyy'", () => {
    expect(formatDialogDate('2025-03-05')).toBe('5 de marzo, 2025');
    expect(formatDialogDate('2024-12-31')).toBe('31 de diciembre, 2024');
    expect(formatDialogDate(new Date(2025, 0, 1))).toBe('1 de enero, 2025');
  });

  it("says 'Fecha no disponible' when there is no valid date", () => {
    expect(DATE_UNAVAILABLE).toBe('Fecha no disponible');
    for (const value of ['', null, undefined, 'no es fecha', '2025-02-30']) {
      expect(formatDialogDate(value)).toBe('Fecha no disponible');
    }
  });
});
