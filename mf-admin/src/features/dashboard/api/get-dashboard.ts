// Everything the dashboard shows, in one round of parallel reads (admin RLS lets the admin read
// stats_realtime and the request tables). The blog is small (tens of posts), so counts are taken
// from the rows, which also gives the latest posts.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { adminKeys } from '../../../lib/query-keys';

export interface DashboardData {
  stats: { web_visitors: number; blog_visitors: number; web_unique_visitors: number; blog_unique_visitors: number; created_at: string } | null;
  posts: { published: number; hidden: number; featured: number };
  latestPosts: Array<{ id: string; title: string; slug: string; date: string | null; hidden: boolean; updated_at: string }>;
  contact: { waiting: number; oldestWaiting: string | null; latest: Array<{ id: string; name: string; practice_area: string; status: string; created_at: string }> };
  substitutions: {
    waiting: number;
    oldestWaiting: string | null;
    latest: Array<{ id: string; lawyer_name: string; court: string; hearing_date: string; status: string; created_at: string }>;
  };
}

function must<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
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
  const postRows = must(posts) as Array<DashboardData['latestPosts'][number] & { show_on_homepage: boolean }>;
  const contactNew = must(contactWaiting) as Array<{ created_at: string }>;
  const subsNew = must(subsWaiting) as Array<{ created_at: string }>;
  return {
    stats: (must(stats) as DashboardData['stats'][]).at(0) ?? null,
    posts: {
      published: postRows.filter((post) => !post.hidden).length,
      hidden: postRows.filter((post) => post.hidden).length,
      featured: postRows.filter((post) => !post.hidden && post.show_on_homepage).length,
    },
    latestPosts: postRows.slice(0, 5),
    contact: { waiting: contactNew.length, oldestWaiting: contactNew[0]?.created_at ?? null, latest: must(contactLatest) as DashboardData['contact']['latest'] },
    substitutions: { waiting: subsNew.length, oldestWaiting: subsNew[0]?.created_at ?? null, latest: must(subsLatest) as DashboardData['substitutions']['latest'] },
  };
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard, staleTime: 30_000 });
