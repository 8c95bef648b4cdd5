// What a written post changes besides itself: the admin list, each post's state on the site (a save
// queues a site update) and the dashboard's counts.
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/query-keys';
import type { PostRow } from '../lib/post-model';
import { postKeys } from './keys';

export function invalidatePostLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: postKeys.siteStatus() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  ]);
}

/** A post saved or restored: its cached row is the answer, and its history has one version more. */
export function postWritten(queryClient: QueryClient, row: PostRow) {
  queryClient.setQueryData(postKeys.detail(row.id), row);
  void queryClient.invalidateQueries({ queryKey: postKeys.revisions(row.id) });
  return invalidatePostLists(queryClient);
}
