// The post's text, drawn by shared-ui's post content. A generated page's text hydrates as it is, at
// once; drawn anew (a dialog, a client-side navigation, an edit found after the page was generated),
// the renderer loads on demand and the skeleton shows meanwhile. Memoised on the Markdown, so only a
// changed text reaches the boundary (docs/performance.md: a re-render reaching it while it waited for
// the renderer once swapped a generated post's text for the skeleton and back, CLS 0.65).
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import PostContent from 'shared-ui/post-content';
import styles from './skeleton.module.css';

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
