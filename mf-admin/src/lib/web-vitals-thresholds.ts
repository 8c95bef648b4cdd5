// Google's Core Web Vitals thresholds (web.dev/articles/vitals, /defining-core-web-vitals-thresholds):
// at the 75th percentile, up to `good` is good, above `poor` is poor, in between needs improvement.
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

export const THRESHOLDS: Record<MetricName, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

export type Rating = 'good' | 'needsImprovement' | 'poor';

export function rate(metric: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor';
}

export const formatValue = (metric: MetricName, value: number, locale: string) =>
  metric === 'CLS'
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value)
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ms`;
