import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

const PostContent = lazy(() => import('shared-ui/post-content'));

export function LazyPostContent({ markdown }: { markdown: string }) {
  const { t } = useTranslation('blog');
  return (
    <Suspense
      fallback={
        // aria-busy: assistive technology hears the text is still on its way.
        <div className={styles.block} role="status" aria-label={t('common.loading')} aria-busy="true">
          <span className={styles.line} />
          <span className={styles.line} />
          <span className={styles.lineShort} />
        </div>
      }
    >
      <PostContent markdown={markdown} />
    </Suspense>
  );
}
