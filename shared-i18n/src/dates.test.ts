import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_UNAVAILABLE, formatDialogDate, formatLongDate, isoDate, parseDate, WEEK_RULES } from './dates';
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

describe('WEEK_RULES', () => {
  // site-spec §9: week starts Sunday for en, Saturday for ar, Monday for the others; the first week
  // holds 4 January for de, fr, zh, 1 January otherwise.
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
    const { weekStartsOn, firstWeekContainsDate } = WEEK_RULES[language];
    expect([weekStartsOn, firstWeekContainsDate]).toEqual(expected[language]);
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

  it('reads the forms the database and the admin send: Z, ±hh, ±hhmm, ±hh:mm, fractions, no seconds', () => {
    expect(parseDate('2025-03-06T03:00:00Z')?.toISOString()).toBe('2025-03-06T03:00:00.000Z');
    expect(parseDate('2025-03-06T04:30:00.5+0130')?.toISOString()).toBe('2025-03-06T03:00:00.500Z');
    expect(parseDate('2025-03-05T22:00:00-05:00')?.toISOString()).toBe('2025-03-06T03:00:00.000Z');
    expect(parseDate('2025-03-06T04:00+01')?.toISOString()).toBe('2025-03-06T03:00:00.000Z');
    const local = parseDate('2025-03-05T10:15');
    expect(local && [local.getDate(), local.getHours(), local.getMinutes()]).toEqual([5, 10, 15]);
    expect(isoDate('2024-02-29')).toBe('2024-02-29');
    for (const value of ['2023-02-29', '2025-03-05T24:00', '2025-03-05T10:60', '2025-03-05T', '20250305']) {
      expect(parseDate(value), value).toBeNull();
    }
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

  // The month names are ours (dates.ts): they must read as the platform's long date does.
  const INTL = { es: 'es-ES', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', ar: 'ar', zh: 'zh-CN', ru: 'ru-RU' } as const;
  it.each(LANGUAGE_CODES)('%s reads as Intl’s long date in every month', (language) => {
    const intl = new Intl.DateTimeFormat(INTL[language], { dateStyle: 'long', numberingSystem: 'latn' });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-${month === 2 ? '28' : '1' + String(month % 10)}`;
      expect(formatLongDate(iso, language), iso).toBe(intl.format(parseDate(iso)!));
    }
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
