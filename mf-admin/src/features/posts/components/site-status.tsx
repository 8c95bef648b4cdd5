// Whether the public site shows a post as saved: live, updating, removed, or failed with a retry.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { siteStatusQueryOptions, type SiteStatusRow } from '../api/list-site-status';
import { useRetrySiteUpdate } from '../api/retry-site-update';
import type { PostRow } from '../lib/post-model';
import styles from './posts.module.css';

type SiteState = 'live' | 'updating' | 'failed' | 'removed' | 'offline';

const isPublic = (post: Pick<PostRow, 'status' | 'publish_at'>, now = Date.now()) =>
  post.status === 'published' || (post.status === 'scheduled' && !!post.publish_at && Date.parse(post.publish_at) <= now);

export function siteState(post: Pick<PostRow, 'status' | 'publish_at'>, latest: SiteStatusRow | undefined): SiteState {
  if (latest?.status === 'queued' || latest?.status === 'running') return 'updating';
  if (latest?.status === 'failed') return 'failed';
  if (isPublic(post)) return 'live';
  return latest ? 'removed' : 'offline';
}

/** `announce`: a live region (the editor, where the state changes after a save); not in the list's rows. */
export function SiteStatus({ post, announce = false }: { post: Pick<PostRow, 'id' | 'status' | 'publish_at'> & { title?: string }; announce?: boolean }) {
  const { t } = useTranslation('admin');
  const statuses = useQuery(siteStatusQueryOptions());
  const retry = useRetrySiteUpdate(post.id);
  if (!statuses.data) return null;
  const state = siteState(post, statuses.data.get(post.id));
  return (
    <span className={styles.siteStatus} data-site-state={state}>
      <span role={announce ? 'status' : undefined}>{t(`posts.site.${state}`)}</span>
      {state === 'failed' && (
        <Button variant="ghost" onClick={() => retry.mutate()} disabled={retry.isPending}>
          {t('posts.site.retry')}
          <span data-visually-hidden>: {post.title ?? ''}</span>
        </Button>
      )}
      {retry.isError && <span role="alert">{t('posts.site.retryFailed')}</span>}
    </span>
  );
}
