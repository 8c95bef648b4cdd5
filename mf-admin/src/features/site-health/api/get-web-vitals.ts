// The 75th percentile of each metric per page group and language over the last days (web_vitals_p75,
// from the daily rollup), as CrUX reports it.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { siteHealthKeys } from './keys';

export interface VitalP75 {
  page_group: string;
  language: string;
  metric: string;
  samples: number;
  p75: number;
}

export const webVitalsQueryOptions = (days = 28, device = '') =>
  queryOptions({
    queryKey: siteHealthKeys.vitals(days, device),
    queryFn: async (): Promise<VitalP75[]> => dataOrThrow(await getSupabase().rpc('web_vitals_p75', { days, ...(device ? { device_class: device } : {}) })),
  });
