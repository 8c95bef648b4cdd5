// The posts feature's query keys, one factory so a write invalidates exactly what it changed. Under
// `adminKeys.all` (src/lib/query-keys.ts) like every admin query; the dashboard's key lives there
// because posts invalidate it.
import { adminKeys } from '@/lib/query-keys';

export const postKeys = {
  all: [...adminKeys.all, 'posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  siteStatus: () => [...postKeys.all, 'site-status'] as const,
  slugs: () => [...postKeys.all, 'slugs'] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (id: string) => [...postKeys.details(), id] as const,
  revisions: (id: string) => [...postKeys.detail(id), 'revisions'] as const,
};
