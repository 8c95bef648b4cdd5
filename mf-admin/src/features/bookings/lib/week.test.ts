import { describe, expect, it } from 'vitest';
import { madridMidnight, mondayOf } from './week';

describe('office weeks', () => {
  it('start on Monday and at midnight in Madrid, summer time or not', () => {
    expect(mondayOf('2027-03-28')).toBe('2027-03-22'); // a Sunday
    expect(mondayOf('2027-03-29')).toBe('2027-03-29');
    expect(madridMidnight('2027-03-22')).toBe('2027-03-21T23:00:00.000Z');
    expect(madridMidnight('2027-03-29')).toBe('2027-03-28T22:00:00.000Z');
    expect(madridMidnight('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });
});
