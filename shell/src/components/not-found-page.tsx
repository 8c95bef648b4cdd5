import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-ui/router';
import { matchPath, pathFor, useLanguageStore } from 'shared-i18n';
import { buttonClassName } from 'shared-ui';
import { useHydrating } from '@/lib/use-hydrating';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  const { pathname } = useLocation();
  // At a post's address (hidden, unpublished or never there) the blog is the nearer way back. A
  // generated 404 page is one file for every address, so the link appears once it has hydrated.
  const underBlog = !useHydrating() && matchPath(pathname)?.ref.page === 'blogPost';
  return (
    <section data-page="notFound">
      <h1>{t('notFound.title')}</h1>
      <div className={styles.ways}>
        <Link to={pathFor({ page: 'home' }, language)} className={buttonClassName('primary')}>
          {t('notFound.home')}
        </Link>
        {underBlog && (
          <Link to={pathFor({ page: 'blog' }, language)} className={buttonClassName('secondary')}>
            {t('notFound.blog')}
          </Link>
        )}
      </div>
    </section>
  );
}
