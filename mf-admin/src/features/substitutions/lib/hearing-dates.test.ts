import { describe, expect, it } from 'vitest';
import { isOverdue, todayIso } from './hearing-dates';

describe('substitution helpers', () => {
  const now = new Date(2026, 10, 22, 12, 0);
  it('flags open requests whose hearing has passed', () => {
    expect(isOverdue({ status: 'accepted', hearing_date: '2026-11-22', hearing_time: '10:00:00' }, now)).toBe(true);
    expect(isOverdue({ status: 'accepted', hearing_date: '2026-11-22', hearing_time: '13:00:00' }, now)).toBe(false);
    expect(isOverdue({ status: 'done', hearing_date: '2026-01-01', hearing_time: '10:00:00' }, now)).toBe(false);
  });
  it('gives the local calendar day', () => {
    expect(todayIso(now)).toBe('2026-11-22');
  });
});
