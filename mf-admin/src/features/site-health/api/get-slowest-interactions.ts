// The slowest interactions (INP) of the last days with the element they happened on: what to fix first.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { siteHealthKeys } from './keys';

export type SlowInteraction = Pick<Tables<'web_vital_slowest'>, 'day' | 'rank' | 'page_path' | 'language' | 'device' | 'value' | 'target' | 'detail'>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const slowestInteractionsQueryOptions = (days = 28) =>
  queryOptions({
    queryKey: siteHealthKeys.slowest(days),
    queryFn: async (): Promise<SlowInteraction[]> =>
      dataOrThrow(
        await getSupabase()
          .from('web_vital_slowest')
          .select('day, rank, page_path, language, device, value, target, detail')
          .gt('day', isoDay(new Date(Date.now() - days * 86_400_000)))
          .order('value', { ascending: false })
          .limit(20),
      ),
  });
