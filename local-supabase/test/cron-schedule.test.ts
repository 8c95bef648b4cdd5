// pg_cron's schedule syntax as local-supabase/src/cron.ts understands it.
import { describe, expect, it } from 'vitest';
import { firesInMinute, parseSchedule } from '../src/cron.ts';

describe('cron schedules', () => {
  it('reads interval schedules in seconds', () => {
    expect(parseSchedule('10 seconds')).toEqual({ everySeconds: 10 });
    expect(parseSchedule('1 second')).toEqual({ everySeconds: 1 });
    expect(() => parseSchedule('60 seconds')).toThrow();
  });

  it('matches five-field expressions in UTC, with lists, ranges, steps and Sunday as 0 or 7', () => {
    const everyFive = parseSchedule('*/5 * * * *');
    expect(firesInMinute(everyFive, new Date('2026-11-24T10:35:00Z'))).toBe(true);
    expect(firesInMinute(everyFive, new Date('2026-11-24T10:36:00Z'))).toBe(false);
    const officeHours = parseSchedule('0 9-17/4 * * 1-5');
    expect(firesInMinute(officeHours, new Date('2026-11-24T13:00:00Z'))).toBe(true); // Tuesday
    expect(firesInMinute(officeHours, new Date('2026-11-24T14:00:00Z'))).toBe(false);
    expect(firesInMinute(officeHours, new Date('2026-11-29T13:00:00Z'))).toBe(false); // Sunday
    const sundays = parseSchedule('30 3 * * 7');
    expect(firesInMinute(sundays, new Date('2026-11-29T03:30:00Z'))).toBe(true);
    expect(() => parseSchedule('61 * * * *')).toThrow();
    expect(() => parseSchedule('* * *')).toThrow();
  });
});
