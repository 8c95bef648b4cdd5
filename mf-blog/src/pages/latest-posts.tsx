// The home page's latest-posts section: featured posts, else the 3 latest,
// else the no-posts message, in a looping carousel (1/2/3 per view), and a link to the blog.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { languageDirection, pathFor, useLanguageStore } from 'shared-i18n';
import { buttonClassName, type RemotePageProps } from 'shared-ui';
import { latestPostsQueryOptions } from '@/features/posts/api/get-latest-posts';
import { BlogCard } from '@/features/posts/components/blog-card';
import { CardSkeleton } from '@/features/posts/components/card-skeleton';
import { mapPost } from '@/features/posts/lib/map-post';
import { useRecordVisit } from '@/features/visits/hooks/use-record-visit';
import styles from './latest-posts.module.css';

// embla is only needed once there are posts to show.
const Carousel = lazy(() => import('shared-ui/carousel').then((module) => ({ default: module.Carousel })));

/** The home page's latest-posts section; the shell places it in mf-marketing's slot. */
export default function LatestPosts(_props: Pick<RemotePageProps, 'language'>) {
  const { t } = useTranslation(['blog', 'common']);
  const language = useLanguageStore((state) => state.language);
  useRecordVisit();
  const { data: rows, isPending, isError } = useQuery(latestPostsQueryOptions());
  useEffect(() => {
    if (isError) console.error('[mf-blog] could not load the latest posts');
  }, [isError]);
  const posts = useMemo(() => (rows ?? []).map((row) => mapPost(row, language)), [rows, language]);

  const skeletons = (
    <div className={styles.skeletons} role="status" aria-label={t('blog:common.loading')}>
      <CardSkeleton />
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );

  return (
    <section data-remote="mf_blog" data-page="latestPosts" aria-labelledby="latest-posts-title" className={styles.section}>
      <div className={styles.heading}>
        <p className={styles.kicker}>{t('blog:latest.kicker')}</p>
        <h2 id="latest-posts-title">{t('blog:latest.title')}</h2>
      </div>
      {isPending && skeletons}
      {!isPending && posts.length === 0 && (
        <p className={styles.empty} data-state="empty">
          {t('blog:latest.empty')}
        </p>
      )}
      {!isPending && posts.length > 0 && (
        <Suspense fallback={skeletons}>
          <div data-state="posts">
            <Carousel
              label={t('blog:latest.carouselLabel')}
              dir={languageDirection(language)}
              slides={posts.map((post) => (
                <BlogCard key={post.id} post={post} language={language} headingLevel={3} />
              ))}
              labels={{
                previous: t('common:carousel.previous'),
                next: t('common:carousel.next'),
                pause: t('common:carousel.pause'),
                play: t('common:carousel.play'),
                slide: (index, total) => t('common:carousel.slide', { index, total }),
              }}
            />
          </div>
        </Suspense>
      )}
      <div className={styles.more}>
        <Link className={buttonClassName('primary')} to={pathFor({ page: 'blog' }, language)}>
          {t('blog:latest.discover')}
        </Link>
      </div>
    </section>
  );
}
