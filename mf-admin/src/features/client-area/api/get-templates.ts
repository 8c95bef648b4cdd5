// The engagement letter's template per language.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import { clientAreaKeys } from './keys';

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: clientAreaKeys.templates(),
    queryFn: async () => dataOrThrow(await getSupabase().from('engagement_templates').select('language, body, updated_at')),
  });
