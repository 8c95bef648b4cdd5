import { describe, expect, it } from 'vitest';
import { formatTime, groupByDay, officeDay } from './slot-days';

describe('slot days', () => {
  it('groups by the office calendar day, also around midnight UTC and across summer time', () => {
    expect(officeDay('2027-03-27T23:30:00Z')).toBe('2027-03-28'); // 00:30 in Madrid (CET)
    expect(officeDay('2027-03-28T22:30:00Z')).toBe('2027-03-29'); // 00:30 in Madrid (CEST)
    const groups = groupByDay([
      { starts_at: '2027-03-26T08:00:00Z', ends_at: '2027-03-26T08:45:00Z' },
      { starts_at: '2027-03-26T09:00:00Z', ends_at: '2027-03-26T09:45:00Z' },
      { starts_at: '2027-03-29T07:00:00Z', ends_at: '2027-03-29T07:45:00Z' },
    ]);
    expect(groups.map((group) => [group.day, group.slots.length])).toEqual([
      ['2027-03-26', 2],
      ['2027-03-29', 1],
    ]);
  });

  it('shows a time in the visitor zone and in Spain', () => {
    expect(formatTime('2027-03-29T07:00:00Z', 'en-GB', 'Europe/Madrid')).toBe('09:00');
    expect(formatTime('2027-03-29T07:00:00Z', 'en-GB', 'Europe/London')).toBe('08:00');
    expect(formatTime('2027-03-29T07:00:00Z', 'en-GB', 'Asia/Shanghai')).toBe('15:00');
  });
});
