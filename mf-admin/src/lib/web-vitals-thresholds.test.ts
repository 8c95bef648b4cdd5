import { expect, it } from 'vitest';
import { formatValue, rate } from './web-vitals-thresholds';

it('rates a 75th percentile as Google does: good up to the first threshold, poor above the second', () => {
  expect([rate('LCP', 2500), rate('LCP', 2501), rate('LCP', 4000), rate('LCP', 4001)]).toEqual(['good', 'needsImprovement', 'needsImprovement', 'poor']);
  expect([rate('INP', 200), rate('INP', 350), rate('INP', 900)]).toEqual(['good', 'needsImprovement', 'poor']);
  expect([rate('CLS', 0.05), rate('CLS', 0.2), rate('CLS', 0.3)]).toEqual(['good', 'needsImprovement', 'poor']);
  expect(formatValue('CLS', 0.12345, 'en')).toBe('0.123');
  expect(formatValue('TTFB', 812.4, 'en')).toBe('812 ms');
});
