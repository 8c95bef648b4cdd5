// Everything the dashboard shows, in one round of parallel reads (admin RLS lets the admin read
// stats_realtime and the request tables). The blog is small (tens of posts), so counts are taken
// from the rows, which also gives the latest posts.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { dataOrThrow } from '@/lib/supabase-result';

type LatestPost = Pick<Tables<'blog_posts'>, 'id' | 'title' | 'slug' | 'date' | 'hidden' | 'updated_at'>;

export interface DashboardData {
  stats: Pick<Tables<'stats_realtime'>, 'web_visitors' | 'blog_visitors' | 'web_unique_visitors' | 'blog_unique_visitors' | 'created_at'> | null;
  posts: { published: number; hidden: number; featured: number };
  latestPosts: LatestPost[];
  contact: {
    waiting: number;
    oldestWaiting: string | null;
    latest: Array<Pick<Tables<'contact_requests'>, 'id' | 'name' | 'practice_area' | 'status' | 'created_at'>>;
  };
  substitutions: {
    waiting: number;
    oldestWaiting: string | null;
    latest: Array<Pick<Tables<'substitution_requests'>, 'id' | 'lawyer_name' | 'court' | 'hearing_date' | 'status' | 'created_at'>>;
  };
}

async function getDashboard(): Promise<DashboardData> {
  const supabase = getSupabase();
  const [stats, posts, contactWaiting, contactLatest, subsWaiting, subsLatest] = await Promise.all([
    supabase.from('stats_realtime').select('*').order('created_at', { ascending: false }).order('id', { ascending: false }).limit(1),
    supabase.from('blog_posts').select('id, title, slug, date, hidden, show_on_homepage, updated_at').order('updated_at', { ascending: false }).limit(1000),
    supabase.from('contact_requests').select('created_at').eq('status', 'new').order('created_at', { ascending: true }).limit(10000),
    supabase.from('contact_requests').select('id, name, practice_area, status, created_at').order('created_at', { ascending: false }).limit(5),
    supabase.from('substitution_requests').select('created_at').eq('status', 'new').order('created_at', { ascending: true }).limit(10000),
    supabase
      .from('substitution_requests')
      .select('id, lawyer_name, court, hearing_date, status, created_at')
      .order('created_at', { ascending: false })
      .limit(5),
  ]);
  const postRows = dataOrThrow(posts);
  const contactNew = dataOrThrow(contactWaiting);
  const subsNew = dataOrThrow(subsWaiting);
  return {
    stats: dataOrThrow(stats).at(0) ?? null,
    posts: {
      published: postRows.filter((post) => !post.hidden).length,
      hidden: postRows.filter((post) => post.hidden).length,
      featured: postRows.filter((post) => !post.hidden && post.show_on_homepage).length,
    },
    latestPosts: postRows.slice(0, 5),
    contact: { waiting: contactNew.length, oldestWaiting: contactNew[0]?.created_at ?? null, latest: dataOrThrow(contactLatest) },
    substitutions: { waiting: subsNew.length, oldestWaiting: subsNew[0]?.created_at ?? null, latest: dataOrThrow(subsLatest) },
  };
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard, staleTime: 30_000 });
