// Blog preview dialog: title, date as 'd de MMMM, yyyy' in Spanish (or 'Fecha no
// disponible'), categories, content, share; without a post, the no-post message. Opening and
// closing are driven by the list page through the URL (?post=).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, type Language } from 'shared-i18n';
import { formatDialogDate } from 'shared-i18n/dates';
import { Dialog } from 'shared-ui/dialog';
import { ShareButton } from './share-button';
import { postQueryOptions } from '../api/get-post';
import { mapPost } from '../lib/map-post';
import { CategoryList } from './category-list';
import { LazyPostContent } from './lazy-post-content';
import styles from './post-dialog.module.css';
import skeleton from './skeleton.module.css';

export interface PostDialogProps {
  postKey: string | null;
  language: Language;
  onClose: () => void;
}

export function PostDialog({ postKey, language, onClose }: PostDialogProps) {
  const { t } = useTranslation('blog');
  const { data: row, isPending, isError } = useQuery(postQueryOptions(postKey));
  const open = postKey !== null;
  const post = row ? mapPost(row, language) : null;
  const loading = open && isPending;

  let title: string;
  if (loading) title = t('common.loading');
  else if (post) title = post.title;
  else title = t('dialog.noPost');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
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
    </Dialog>
  );
}
