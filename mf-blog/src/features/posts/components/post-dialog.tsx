// Blog preview dialog: title, date as 'd de MMMM, yyyy' in Spanish (or 'Fecha no
// disponible'), categories, content, share; without a post, the no-post message. Opening and
// closing are driven by the list page through the URL (?post=).
// A native <dialog> (shared-ui/native-dialog, issue #47) rendered with the list: a card's Preview
// button opens it by its invoker command in the next frame, before the list's code has run; it shows
// the loading state until the post asked for is known (the held click reaches the list page once it
// is live: shell/src/remotes/click-replay.ts) and its text has arrived.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, type Language } from 'shared-i18n';
import { formatDialogDate } from 'shared-i18n/dates';
import { NativeDialog } from 'shared-ui/native-dialog';
import { ShareButton } from './share-button';
import { postQueryOptions } from '../api/get-post';
import { mapPost } from '../lib/map-post';
import { CategoryList } from './category-list';
import { LazyPostContent } from './lazy-post-content';
import styles from './post-dialog.module.css';
import skeleton from './skeleton.module.css';

export interface PostDialogProps {
  /** The id the cards' Preview buttons name (`commandfor`). */
  id: string;
  postKey: string | null;
  language: Language;
  onClose: () => void;
}

export function PostDialog({ id, postKey, language, onClose }: PostDialogProps) {
  const { t } = useTranslation('blog');
  const { data: row, isPending, isError } = useQuery(postQueryOptions(postKey));
  const post = row ? mapPost(row, language) : null;
  // Opened before the list knew which post (a tap before it was live), or the post on its way.
  const loading = postKey === null || isPending;

  let title: string;
  if (loading) title = t('common.loading');
  else if (post) title = post.title;
  else title = t('dialog.noPost');

  return (
    <NativeDialog
      id={id}
      open={postKey !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={post ? <time dateTime={post.date || undefined}>{formatDialogDate(post.date)}</time> : undefined}
      closeLabel={t('dialog.close')}
    >
      <div className={styles.body} data-post-dialog={post ? post.slug : 'none'}>
        {loading && (
          <div className={skeleton.block} role="status" aria-label={t('common.loading')}>
            <span className={skeleton.line} />
            <span className={skeleton.line} />
            <span className={skeleton.lineShort} />
          </div>
        )}
        {!loading && !post && isError && <p>{t('dialog.error')}</p>}
        {post && (
          <>
            <CategoryList post={post} />
            <LazyPostContent markdown={post.content} />
            <div className={styles.actions}>
              <ShareButton post={post} language={language} />
              <Link className={styles.fullLink} to={pathFor({ page: 'blogPost', slug: post.slug }, language)}>
                {t('dialog.readFull')}
              </Link>
            </div>
          </>
        )}
      </div>
    </NativeDialog>
  );
}
