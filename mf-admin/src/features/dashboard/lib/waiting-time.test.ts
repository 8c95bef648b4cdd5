import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time';

const now = new Date('2026-03-10T12:00:00Z');

describe('waitingTime', () => {
  it('uses minutes, then hours, then days', () => {
    expect(waitingTime('2026-03-10T11:35:00Z', now)).toEqual({ unit: 'minutes', count: 25 });
    expect(waitingTime('2026-03-10T02:00:00Z', now)).toEqual({ unit: 'hours', count: 10 });
    expect(waitingTime('2026-03-08T13:00:00Z', now)).toEqual({ unit: 'hours', count: 47 });
    expect(waitingTime('2026-03-01T12:00:00Z', now)).toEqual({ unit: 'days', count: 9 });
  });
  it('never goes negative with a clock ahead', () => {
    expect(waitingTime('2026-03-10T12:05:00Z', now)).toEqual({ unit: 'minutes', count: 0 });
  });
});
