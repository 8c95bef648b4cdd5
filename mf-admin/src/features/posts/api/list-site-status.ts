// Each post's latest site update (supabase/migrations/20261126100000_site_updates.sql): whether the
// static pages show what was saved. Polled while an update is waiting or running.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { postKeys } from './keys';

type StatusView = Tables<'blog_post_site_status'>;

/**
 * A row of the view. PostgreSQL keeps no NOT NULL for a view's columns, so the generated type says
 * every column may be null; the view joins each post to an existing update, so only `finished_at`
 * can be. Status and reason are the values the table's check constraints allow.
 */
export type SiteStatusRow = { [Column in 'post_id' | 'update_id']: NonNullable<StatusView[Column]> } & Pick<StatusView, 'finished_at'> & {
    status: 'queued' | 'running' | 'done' | 'failed';
    reason: 'published' | 'changed' | 'unpublished' | 'deleted' | 'retry';
  };

const POLL_MS = 3000;

export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.siteStatus(),
    queryFn: async (): Promise<Map<string, SiteStatusRow>> => {
      const { data, error } = await getSupabase().from('blog_post_site_status').select('post_id, update_id, status, reason, finished_at');
      if (error) throw error;
      return new Map(((data ?? []) as SiteStatusRow[]).map((row) => [row.post_id, row]));
    },
    staleTime: 0,
    refetchInterval: (query) => ([...(query.state.data?.values() ?? [])].some((row) => row.status === 'queued' || row.status === 'running') ? POLL_MS : false),
  });
