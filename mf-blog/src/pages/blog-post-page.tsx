// A blog post (/blog/{slug}, /{lang}/blog/{slug}): content rendered from Markdown and sanitised,
// share, back to the list, related posts; the document title and description come from the post.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'shared-ui/router';
import { activeLanguageCodes, activeLanguagesQueryOptions, pathFor, useLanguageStore, type Language } from 'shared-i18n';
import { formatLongDate } from 'shared-i18n/dates';
import { runtimeConfig } from 'shared-core';
import { Button, buttonClassName, FIRM, type RemotePageProps } from 'shared-ui';
import { OG_LOCALES, setAlternates, setJsonLd, setPageHead, useHead } from 'shared-ui/head';
import { postQueryOptions } from '@/features/posts/api/get-post';
import { postsQueryOptions } from '@/features/posts/api/get-posts';
import { BlogCard } from '@/features/posts/components/blog-card';
import { CategoryList } from '@/features/posts/components/category-list';
import { LazyPostContent } from '@/features/posts/components/lazy-post-content';
import { allCategories, mapPost } from '@/features/posts/lib/map-post';
import type { BlogPost } from '@/features/posts/lib/types';
import skeleton from '@/features/posts/components/skeleton.module.css';
import { ShareButton } from '@/features/posts/components/share-button';
import { useRecordVisit } from '@/features/visits/hooks/use-record-visit';
import styles from './blog-post-page.module.css';

const RELATED_LIMIT = 3;

/** The post's head: its search title and description, canonical, the alternates at each language's
 *  own slug (in the languages switched on), Open Graph article tags with its social image, and BlogPosting + BreadcrumbList JSON-LD.
 *  The shell set the generic head for the route before. */
function usePostMeta(post: BlogPost | null, language: Language) {
  const { t } = useTranslation('blog');
  const blogTitle = t('list.title');
  // Only the languages the firm has switched on are alternates (as in the shell's page-meta).
  const alternates = activeLanguageCodes(useQuery(activeLanguagesQueryOptions()).data);
  useHead(() => {
    if (!post) return;
    const siteUrl = runtimeConfig().siteUrl;
    const url = `${siteUrl}${pathFor({ page: 'blogPost', slug: post.slug }, language)}`;
    const blogUrl = `${siteUrl}${pathFor({ page: 'blog' }, language)}`;
    const title = `${post.metaTitle} | ${FIRM.name}`;
    setPageHead({ title, description: post.metaDescription, url, locale: OG_LOCALES[language], type: 'article', image: post.socialImage || undefined });
    setAlternates([
      ...alternates.map((code) => ({ hreflang: code, href: `${siteUrl}${pathFor({ page: 'blogPost', slug: post.slugs[code] }, code)}` })),
      { hreflang: 'x-default', href: `${siteUrl}${pathFor({ page: 'blogPost', slug: post.slugs.es }, 'es')}` },
    ]);
    setJsonLd('post', {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription,
      inLanguage: language,
      url,
      mainEntityOfPage: url,
      ...(post.date ? { datePublished: post.date } : {}),
      ...(post.image ? { image: post.image } : {}),
      articleSection: post.category,
      author: { '@type': 'Organization', name: FIRM.name },
      publisher: { '@type': 'Organization', name: FIRM.name },
    });
    setJsonLd('breadcrumbs', {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: FIRM.name, item: `${siteUrl}${pathFor({ page: 'home' }, language)}` },
        { '@type': 'ListItem', position: 2, name: blogTitle, item: blogUrl },
        { '@type': 'ListItem', position: 3, name: post.title, item: url },
      ],
    });
    return () => {
      setJsonLd('post', null);
      setJsonLd('breadcrumbs', null);
    };
  }, [post, language, blogTitle, alternates.join()]);
}

function RelatedPosts({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const language = useLanguageStore((state) => state.language);
  const { data: rows } = useQuery(postsQueryOptions());
  const related = useMemo(() => {
    const categories = allCategories(post);
    return (rows ?? [])
      .map((row) => mapPost(row, language))
      .filter((other) => other.id !== post.id && allCategories(other).some((category) => categories.includes(category)))
      .slice(0, RELATED_LIMIT);
  }, [rows, language, post]);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-posts-title">
      <h2 id="related-posts-title">{t('post.related')}</h2>
      <ul className={styles.relatedGrid}>
        {related.map((other) => (
          <li key={other.id}>
            <BlogCard post={other} language={language} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function BlogPostPage({ page }: RemotePageProps) {
  const { t } = useTranslation('blog');
  const language = useLanguageStore((state) => state.language);
  useRecordVisit();
  const slug = page.page === 'blogPost' ? page.slug : '';
  const { data: row, isPending, isError, refetch, isFetching } = useQuery(postQueryOptions(slug));
  const post = useMemo(() => (row ? mapPost(row, language) : null), [row, language]);
  usePostMeta(post, language);
  // An old slug, another language's slug or the id: move to the post's address in this language.
  const navigate = useNavigate();
  useEffect(() => {
    if (post && slug && post.slug !== slug) navigate(pathFor({ page: 'blogPost', slug: post.slug }, language), { replace: true });
  }, [post, slug, language, navigate]);
  useEffect(() => {
    if (isError) console.error('[mf-blog] could not load the post', slug);
  }, [isError, slug]);
  const blogPath = pathFor({ page: 'blog' }, language);
  const state = isPending && slug ? 'loading' : isError ? 'error' : post ? 'ready' : 'notFound';

  return (
    <article data-remote="mf_blog" data-page="blogPost" data-slug={slug} data-state={state} lang={language} className={styles.page}>
      <Link className={styles.back} to={blogPath}>
        <span aria-hidden="true" className={styles.backArrow}>
          ←
        </span>{' '}
        {t('post.back')}
      </Link>

      {state === 'loading' && (
        <div className={skeleton.block} role="status" aria-label={t('common.loading')} aria-busy="true">
          <span className={skeleton.title} />
          <span className={skeleton.lineShort} />
          <span className={skeleton.line} />
          <span className={skeleton.line} />
        </div>
      )}

      {state === 'error' && (
        <div role="alert" className={styles.notice}>
          <h1>{t('post.errorTitle')}</h1>
          <p>{t('post.error')}</p>
          <Button type="button" onClick={() => void refetch()} disabled={isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      )}

      {state === 'notFound' && (
        <div className={styles.notice} data-not-found="">
          <h1>{t('post.notFoundTitle')}</h1>
          <p>{t('post.notFoundText')}</p>
          <Link className={buttonClassName('primary')} to={blogPath}>
            {t('post.notFoundLink')}
          </Link>
        </div>
      )}

      {post && (
        <>
          <header className={styles.header}>
            <CategoryList post={post} />
            <h1 className={styles.title}>{post.title}</h1>
            {post.date && (
              <p className={styles.date}>
                <time dateTime={post.date}>{formatLongDate(post.date, language)}</time>
              </p>
            )}
          </header>
          {post.image && <img className={styles.image} src={post.image} alt={post.imageAlt} width={1200} height={675} decoding="async" />}
          <LazyPostContent markdown={post.content} />
          <div className={styles.actions}>
            <ShareButton post={post} language={language} />
            <Link className={buttonClassName('ghost')} to={blogPath}>
              {t('post.back')}
            </Link>
          </div>
          <RelatedPosts post={post} />
        </>
      )}
    </article>
  );
}
