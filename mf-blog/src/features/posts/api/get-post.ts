// One public post by its slug in any language, or by id (the preview dialog's ?post= carries either).
// A slug the post had before (blog_post_slug_redirects) still finds it; the page then moves to the
// post's current address.
import { queryOptions } from '@tanstack/react-query';
import { LANGUAGE_CODES } from 'shared-i18n';
import type { BlogPostRow } from '../lib/types';
import { FULL_COLUMNS } from './columns';
import { postKeys } from './keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The database only accepts slugs of this shape, so anything else cannot match (and is never
// put into a filter string).
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_COLUMNS = LANGUAGE_CODES.map((code) => (code === 'es' ? 'slug' : `slug_${code}`));

export async function getPost(key: string): Promise<BlogPostRow | null> {
  const isId = UUID.test(key);
  if (!isId && !SLUG.test(key)) return null;
  const { getPublicDb } = await import('shared-core/public-db');
  const db = getPublicDb();
  const filters = [...SLUG_COLUMNS.map((column) => `${column}.eq.${key}`), ...(isId ? [`id.eq.${key}`] : [])];
  const { data, error } = await db.from('blog_posts').select(FULL_COLUMNS).eq('hidden', false).or(filters.join(',')).limit(1);
  if (error) throw error;
  const found = (data ?? [])[0] as unknown as BlogPostRow | undefined;
  if (found || isId) return found ?? null;
  const { data: redirect, error: redirectError } = await db.from('blog_post_slug_redirects').select('post_id').eq('old_slug', key).limit(1);
  if (redirectError) throw redirectError;
  const postId = (redirect ?? [])[0]?.post_id as string | undefined;
  return postId ? getPost(postId) : null;
}

export const postQueryOptions = (key: string | null) =>
  queryOptions({
    queryKey: postKeys.detail(key),
    queryFn: () => getPost(key ?? ''),
    enabled: key !== null && key !== '',
  });
