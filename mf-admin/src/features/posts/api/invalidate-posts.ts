// What a written post changes besides itself: the admin list, each post's state on the site (a save
// queues a site update) and the dashboard's counts.
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { postKeys } from './keys';

export function invalidatePostLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: postKeys.siteStatus() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  ]);
}
