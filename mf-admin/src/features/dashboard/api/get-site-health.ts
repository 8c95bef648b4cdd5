// The dashboard's summary of real visitors' experience: the site-wide 75th percentile of LCP, INP and
// CLS over 28 days (web_vitals_site_p75) and the client errors seen in the last 7 days. A query of its
// own, so a failure here leaves the rest of the dashboard standing.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { dataOrThrow } from '@/lib/supabase-result';
import type { MetricName } from '@/lib/web-vitals-thresholds';

export const VITALS_DAYS = 28;
export const ERRORS_DAYS = 7;
/** The Core Web Vitals: what Search weighs and CrUX reports first. */
export const SUMMARY_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly MetricName[];

export interface SiteHealthSummary {
  vitals: Array<{ metric: MetricName; p75: number; samples: number }>;
  /** Distinct errors seen in the window, how many of them first appeared in it, and their occurrences. */
  errors: { seen: number; new: number; occurrences: number };
}

async function getSiteHealth(): Promise<SiteHealthSummary> {
  const supabase = getSupabase();
  const since = new Date(Date.now() - ERRORS_DAYS * 86_400_000).toISOString();
  const [vitals, errors] = await Promise.all([
    supabase.rpc('web_vitals_site_p75', { days: VITALS_DAYS }),
    supabase.from('client_errors').select('occurrences, first_seen').gte('last_seen', since).limit(10000),
  ]);
  const vitalRows = dataOrThrow(vitals);
  const errorRows = dataOrThrow(errors);
  return {
    // In CrUX's order: loading, interactivity, visual stability.
    vitals: SUMMARY_METRICS.flatMap((metric) => vitalRows.filter((row) => row.metric === metric)).map((row) => ({
      metric: row.metric as MetricName,
      p75: row.p75,
      samples: row.samples,
    })),
    errors: {
      seen: errorRows.length,
      new: errorRows.filter((row) => row.first_seen >= since).length,
      occurrences: errorRows.reduce((sum, row) => sum + row.occurrences, 0),
    },
  };
}

export const siteHealthQueryOptions = () => queryOptions({ queryKey: [...adminKeys.dashboard(), 'site-health'], queryFn: getSiteHealth, staleTime: 30_000 });
