// The home page's posts: the featured ones, else the 3 latest.
import { queryOptions } from '@tanstack/react-query';
import type { BlogPostRow } from '../lib/types';
import { CARD_COLUMNS } from './columns';
import { postKeys } from './keys';

export const LATEST_POSTS_LIMIT = 3;

export async function getLatestPosts(): Promise<BlogPostRow[]> {
  const { getPublicDb } = await import('shared-core/public-db');
  const db = getPublicDb();
  const featured = await db
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('hidden', false)
    .eq('show_on_homepage', true)
    .order('date', { ascending: false, nullsFirst: false });
  if (featured.error) throw featured.error;
  if (featured.data && featured.data.length > 0) return featured.data as unknown as BlogPostRow[];
  const latest = await db
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('hidden', false)
    .order('date', { ascending: false, nullsFirst: false })
    .limit(LATEST_POSTS_LIMIT);
  if (latest.error) throw latest.error;
  return (latest.data ?? []) as unknown as BlogPostRow[];
}

export const latestPostsQueryOptions = () => queryOptions({ queryKey: postKeys.latest(), queryFn: getLatestPosts });
