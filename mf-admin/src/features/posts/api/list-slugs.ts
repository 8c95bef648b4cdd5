// Every slug in use, read fresh right before a save so two staff members cannot take the same one.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { postKeys } from './keys';

export const slugsQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.slugs(),
    queryFn: async (): Promise<Array<{ id: string; slug: string }>> => {
      const { data, error } = await getSupabase().from('blog_posts').select('id, slug');
      if (error) throw error;
      return (data ?? []) as Array<{ id: string; slug: string }>;
    },
    staleTime: 0,
  });

/** The slugs of every post but `exceptId`, from the database now (never from the cache). */
export async function fetchSlugsInUse(queryClient: QueryClient, exceptId?: string): Promise<string[]> {
  const rows = await queryClient.fetchQuery({ ...slugsQueryOptions(), staleTime: 0 });
  return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
}
