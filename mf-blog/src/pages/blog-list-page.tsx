// The blog list (/blog, /{lang}/blog): filters, search, pagination and the preview dialog, whose
// open post lives in the URL (?post=slug) as the spec asks.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-ui/router';
import { useLanguageStore } from 'shared-i18n';
import { Button, type RemotePageProps } from 'shared-ui';
import { postsQueryOptions } from '@/features/posts/api/get-posts';
import { BlogCard } from '@/features/posts/components/blog-card';
import { CardSkeleton } from '@/features/posts/components/card-skeleton';
import { dialogCommand } from 'shared-ui/native-dialog';
import { PostDialog } from '@/features/posts/components/post-dialog';
import { categoriesOf, filterPosts, pageCount, pageSlice } from '@/features/posts/lib/filter-posts';
import { mapPost } from '@/features/posts/lib/map-post';
import { useRecordVisit } from '@/features/visits/hooks/use-record-visit';
import styles from './blog-list-page.module.css';

/**
 * The longest search: a post's title at most (blog_posts_title_length). The field's maxLength, and
 * the most of a ?q= taken from the address, so a huge paste or link costs no work in proportion.
 */
export const SEARCH_MAX_LENGTH = 200;

interface Filters {
  category: string;
  query: string;
  page: number;
}

function filtersFrom(params: URLSearchParams): Filters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { category: params.get('category') ?? '', query: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH), page: page > 0 ? page : 1 };
}

function paramsFrom(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.query) params.set('q', filters.query);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export default function BlogListPage(_props: RemotePageProps) {
  const { t } = useTranslation('blog');
  // Read from the shared store (not the prop) so the page follows a switch made in the shell.
  const language = useLanguageStore((state) => state.language);
  useRecordVisit();
  const ids = { search: useId(), category: useId(), results: useId(), dialog: useId() };
  const [params, setParams] = useSearchParams();
  const postKey = params.get('post');
  // Filters are kept here and mirrored into the URL while no post is open: the open dialog
  // replaces the URL with exactly ?post=…, and closing it restores them.
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(params));
  const filterParams = useMemo(() => paramsFrom(filters).toString(), [filters]);

  useEffect(() => {
    if (postKey === null && params.toString() !== filterParams) setParams(new URLSearchParams(filterParams), { replace: true });
  }, [postKey, params, filterParams, setParams]);

  const { data: rows, isPending, isError, refetch, isFetching } = useQuery(postsQueryOptions());
  useEffect(() => {
    if (isError) console.error('[mf-blog] could not load the blog posts');
  }, [isError]);

  const posts = useMemo(() => (rows ?? []).map((row) => mapPost(row, language)), [rows, language]);
  const categories = useMemo(() => categoriesOf(posts, language), [posts, language]);
  const filtered = useMemo(() => filterPosts(posts, filters.category, filters.query), [posts, filters.category, filters.query]);
  const pages = pageCount(filtered.length);
  const page = Math.min(filters.page, pages);
  const visible = pageSlice(filtered, page);
  const filtering = filters.category !== '' || filters.query.trim() !== '';

  const update = (change: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...change }));
  // The open post lives in the URL; the native dialog returns focus to the Preview button itself.
  const openPost = useCallback((key: string) => setParams(new URLSearchParams({ post: key }), { replace: true }), [setParams]);
  const previewCommand = useMemo(() => dialogCommand(ids.dialog, 'show-modal'), [ids.dialog]);
  const closePost = useCallback(() => setParams(new URLSearchParams(filterParams), { replace: true }), [filterParams, setParams]);

  return (
    <section data-remote="mf_blog" data-page="blog" lang={language} className={styles.page}>
      <header className={styles.header}>
        <h1>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
      </header>

      <div role="search" className={styles.filters} aria-label={t('list.filtersLabel')}>
        <div className={styles.field}>
          <label htmlFor={ids.search}>{t('list.searchLabel')}</label>
          <input
            id={ids.search}
            type="search"
            className={styles.control}
            maxLength={SEARCH_MAX_LENGTH}
            value={filters.query}
            placeholder={t('list.searchPlaceholder')}
            aria-controls={ids.results}
            onChange={(event) => update({ query: event.target.value.slice(0, SEARCH_MAX_LENGTH) })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.category}>{t('list.categoryLabel')}</label>
          <select
            id={ids.category}
            className={styles.control}
            value={filters.category}
            aria-controls={ids.results}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="">{t('list.allCategories')}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
            {filters.category && !categories.includes(filters.category) && <option value={filters.category}>{filters.category}</option>}
          </select>
        </div>
      </div>

      <div id={ids.results} className={styles.results}>
        {isPending && (
          <>
            <p role="status" className={styles.status}>
              {t('common.loading')}
            </p>
            <div className={styles.grid}>
              {Array.from({ length: 6 }, (_, index) => (
                <CardSkeleton key={index} />
              ))}
            </div>
          </>
        )}

        {isError && (
          <div role="alert" className={styles.notice} data-state="error">
            <p>{t('list.error')}</p>
            <Button type="button" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
              {t('common.retry')}
            </Button>
          </div>
        )}

        {!isPending && !isError && (
          <>
            <p role="status" className={styles.status}>
              {filtered.length > 0 ? t('list.count', { count: filtered.length }) : ''}
            </p>
            {filtered.length === 0 ? (
              <div className={styles.notice} data-state="empty">
                <p>{filtering ? t('list.emptyFiltered') : t('list.empty')}</p>
                {filtering && (
                  <Button type="button" variant="secondary" onClick={() => setFilters({ category: '', query: '', page: 1 })}>
                    {t('list.clearFilters')}
                  </Button>
                )}
              </div>
            ) : (
              <ul className={styles.grid}>
                {visible.map((post) => (
                  <li key={post.id}>
                    <BlogCard
                      post={post}
                      language={language}
                      previewCommand={previewCommand}
                      onPreview={(selected) => openPost(selected.slug || selected.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav className={styles.pagination} aria-label={t('list.paginationLabel')}>
                <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setFilters((current) => ({ ...current, page: page - 1 }))}>
                  {t('list.previous')}
                </Button>
                <span>{t('list.pageStatus', { page, total: pages })}</span>
                <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setFilters((current) => ({ ...current, page: page + 1 }))}>
                  {t('list.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>

      <PostDialog id={ids.dialog} postKey={postKey} language={language} onClose={closePost} />
    </section>
  );
}
