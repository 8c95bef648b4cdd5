// One public post by slug, or by id (the preview dialog's ?post= carries either).
import { useQuery } from '@tanstack/react-query';
import type { BlogPostRow } from '../types';
import { FULL_COLUMNS } from './columns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The database only accepts slugs of this shape, so anything else cannot match (and is never
// put into a filter string).
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function getPost(key: string): Promise<BlogPostRow | null> {
  const isId = UUID.test(key);
  if (!isId && !SLUG.test(key)) return null;
  const { getPublicDb } = await import('shared-ui/public-db');
  const query = getPublicDb().from('blog_posts').select(FULL_COLUMNS).eq('hidden', false);
  const { data, error } = await (isId ? query.or(`slug.eq.${key},id.eq.${key}`) : query.eq('slug', key)).limit(1);
  if (error) throw error;
  return ((data ?? [])[0] as unknown as BlogPostRow | undefined) ?? null;
}

export function usePost(key: string | null) {
  return useQuery({
    queryKey: ['blog', 'post', key],
    queryFn: () => getPost(key ?? ''),
    enabled: key !== null && key !== '',
  });
}
