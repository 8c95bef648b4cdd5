// Every row of the `translations` table (admin-edited texts).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { readAllRows } from '@/lib/read-all-rows';
import type { OverrideRow } from '../lib/entries';
import { translationKeys } from './keys';

export const overridesQueryOptions = () =>
  queryOptions({
    queryKey: translationKeys.overrides(),
    queryFn: () =>
      readAllRows<OverrideRow>((from, to) => getSupabase().from('translations').select('namespace,key,language,value').order('id').range(from, to)),
    staleTime: 0,
  });
