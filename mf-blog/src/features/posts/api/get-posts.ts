// All public posts, newest first (the list, its filters and the related posts work on this one read).
import { queryOptions } from '@tanstack/react-query';
import type { BlogPostRow } from '../lib/types';
import { CARD_COLUMNS } from './columns';
import { postKeys } from './keys';

export async function getPosts(): Promise<BlogPostRow[]> {
  const { getPublicDb } = await import('shared-core/public-db');
  const { data, error } = await getPublicDb()
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('hidden', false)
    .order('date', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as unknown as BlogPostRow[];
}

export const postsQueryOptions = () => queryOptions({ queryKey: postKeys.list(), queryFn: getPosts });
