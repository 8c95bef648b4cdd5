// The post's text, drawn by shared-ui's renderer loaded on demand. Memoised on the Markdown: a
// generated page hydrates this boundary only once the renderer has loaded, and any re-render of the
// boundary before that (the post query settling, the page's chrome updating) makes React drop the
// server's text for the skeleton and draw it again — on a fast phone, the related posts jumped into
// view and back (CLS 0.65, docs/performance.md). Only a changed text may reach the boundary.
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

const PostContent = lazy(() => import('shared-ui/post-content'));

function PostContentSkeleton() {
  const { t } = useTranslation('blog');
  // aria-busy: assistive technology hears the text is still on its way.
  return (
    <div className={styles.block} role="status" aria-label={t('common.loading')} aria-busy="true">
      <span className={styles.line} />
      <span className={styles.line} />
      <span className={styles.lineShort} />
    </div>
  );
}

export const LazyPostContent = memo(function LazyPostContent({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={<PostContentSkeleton />}>
      <PostContent markdown={markdown} />
    </Suspense>
  );
});
