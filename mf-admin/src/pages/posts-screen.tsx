// /config-blogmr/posts: every post (hidden ones too) with search, category and state filters, sort
// by date, whether the public site is up to date with each, per-language completeness, and a quick
// popup editor for the title and the flags.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'shared-ui/router';
import { LANGUAGE_CODES, translatedColumn } from 'shared-i18n';
import { formatLongDate } from 'shared-i18n/dates';
import { Button, buttonClassName } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { TEXT_LIMITS } from '@/features/posts/lib/post-model';
import { adminPath, editPostPath } from '@/lib/admin-screens';
import { LoadError } from '@/components/load-error';
import { postsQueryOptions, type PostListRow } from '@/features/posts/api/list-posts';
import { useUpdatePostFlags, type QuickEdit } from '@/features/posts/api/update-post-flags';
import styles from '@/features/posts/components/posts.module.css';
import { SiteStatus } from '@/features/posts/components/site-status';

type StateFilter = 'all' | 'published' | 'hidden' | 'featured';

const fold = (value: string) => value.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

export function filterPosts(rows: PostListRow[], query: string, category: string, state: StateFilter, sort: 'desc' | 'asc') {
  const q = fold(query.trim());
  return rows
    .filter((row) => {
      if (q && !fold(`${row.title} ${row.slug} ${row.excerpt}`).includes(q)) return false;
      if (category && row.category !== category && !(row.additional_categories ?? []).includes(category)) return false;
      if (state === 'published' && row.hidden) return false;
      if (state === 'hidden' && !row.hidden) return false;
      if (state === 'featured' && (row.hidden || !row.show_on_homepage)) return false;
      return true;
    })
    .sort((a, b) => {
      const order = (a.date ?? '').localeCompare(b.date ?? '');
      return sort === 'asc' ? order : -order;
    });
}

export default function PostsScreen() {
  const { t, i18n } = useTranslation('admin');
  const posts = useQuery(postsQueryOptions());
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const state = (params.get('state') ?? 'all') as StateFilter;
  const sort = params.get('sort') === 'asc' ? 'asc' : 'desc';
  const [quick, setQuick] = useState<PostListRow | null>(null);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const rows = useMemo(() => posts.data ?? [], [posts.data]);
  const categories = useMemo(() => [...new Set(rows.flatMap((row) => [row.category, ...(row.additional_categories ?? [])]))].sort(), [rows]);
  const visible = filterPosts(rows, query, category, state, sort);

  return (
    <section data-page="admin:posts" className={styles.screen}>
      <div className={styles.head}>
        <h1>{t('screens.posts')}</h1>
        <Link to={adminPath('post/new')} className={buttonClassName('primary')}>
          {t('posts.new')}
        </Link>
      </div>
      <div className={styles.filters} role="search">
        <FormField label={t('posts.search')}>
          {(control) => <input {...control} type="search" className={controlClassName} value={query} onChange={(event) => setParam('q', event.target.value)} />}
        </FormField>
        <FormField label={t('posts.category')}>
          {(control) => (
            <select {...control} className={controlClassName} value={category} onChange={(event) => setParam('category', event.target.value)}>
              <option value="">{t('posts.allCategories')}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('posts.stateLabel')}>
          {(control) => (
            <select
              {...control}
              className={controlClassName}
              value={state}
              onChange={(event) => setParam('state', event.target.value === 'all' ? '' : event.target.value)}
            >
              {(['all', 'published', 'hidden', 'featured'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`posts.state.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('posts.sort')}>
          {(control) => (
            <select
              {...control}
              className={controlClassName}
              value={sort}
              onChange={(event) => setParam('sort', event.target.value === 'desc' ? '' : event.target.value)}
            >
              <option value="desc">{t('posts.newest')}</option>
              <option value="asc">{t('posts.oldest')}</option>
            </select>
          )}
        </FormField>
      </div>

      {posts.isPending ? (
        <p>{t('common.loading')}</p>
      ) : posts.isError ? (
        <LoadError onRetry={() => void posts.refetch()} />
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('posts.count', { count: visible.length })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('editor.fields.title')}</th>
                  <th scope="col">{t('editor.fields.date')}</th>
                  <th scope="col">{t('editor.fields.category')}</th>
                  <th scope="col">{t('posts.stateLabel')}</th>
                  <th scope="col">{t('posts.site.column')}</th>
                  <th scope="col">{t('posts.languages')}</th>
                  <th scope="col">
                    <span data-visually-hidden>{t('posts.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((row) => (
                  <tr key={row.id} data-slug={row.slug}>
                    <td>
                      <Link to={editPostPath(row.id)}>{row.title}</Link>
                      <div className={styles.slug}>/{row.slug}</div>
                    </td>
                    <td>{row.date ? formatLongDate(row.date, i18n.language) : '—'}</td>
                    <td>{row.category}</td>
                    <td>
                      {row.status === 'scheduled' && row.publish_at
                        ? t('posts.state.scheduledAt', {
                            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(row.publish_at)),
                          })
                        : t(`posts.state.${row.status ?? (row.hidden ? 'hidden' : 'published')}`)}
                      {!row.hidden && row.show_on_homepage ? ` · ${t('posts.state.featured')}` : ''}
                    </td>
                    <td>
                      <SiteStatus post={row} />
                    </td>
                    <td>
                      <span className={styles.langs}>
                        {LANGUAGE_CODES.map((code) => {
                          const has = code === 'es' || Boolean(row[translatedColumn('title', code)]?.trim());
                          return (
                            <abbr
                              key={code}
                              title={t(has ? 'posts.translated' : 'posts.untranslated', { language: code })}
                              className={has ? styles.has : styles.missing}
                            >
                              {code}
                            </abbr>
                          );
                        })}
                      </span>
                    </td>
                    <td>
                      <Button variant="ghost" onClick={() => setQuick(row)}>
                        {t('posts.quickEdit')}
                        <span data-visually-hidden>: {row.title}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {quick && <QuickEditor key={quick.id} post={quick} onClose={() => setQuick(null)} />}
    </section>
  );
}

function QuickEditor({ post, onClose }: { post: PostListRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<QuickEdit>({
    title: post.title,
    hidden: post.hidden,
    show_on_homepage: post.show_on_homepage,
    show_additional_categories: post.show_additional_categories,
  });
  const [titleError, setTitleError] = useState<string>();
  const save = useUpdatePostFlags(post.id);
  const flag = (name: 'hidden' | 'show_on_homepage' | 'show_additional_categories', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.checked })} />
      {label}
    </label>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('posts.quickEditTitle')} closeLabel={t('common.cancel')}>
      <form
        className={styles.quick}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const title = values.title.trim();
          if (!title) return setTitleError(t('errors.titleRequired'));
          if (title.length > TEXT_LIMITS.title) return setTitleError(t('errors.tooLong', { max: TEXT_LIMITS.title }));
          setTitleError(undefined);
          save.mutate({ ...values, title }, { onSuccess: onClose });
        }}
      >
        <FormField label={t('editor.fields.titleEs')} required error={titleError}>
          {(control) => (
            <input
              {...control}
              className={controlClassName}
              maxLength={TEXT_LIMITS.title}
              value={values.title}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
            />
          )}
        </FormField>
        {flag('hidden', t('editor.fields.hidden'))}
        {flag('show_on_homepage', t('editor.fields.showOnHomepage'))}
        {flag('show_additional_categories', t('editor.fields.showAdditionalCategories'))}
        {save.isError && <p role="alert">{t('editor.problems.saveFailed')}</p>}
        <Button type="submit" disabled={save.isPending}>
          {t('editor.save')}
        </Button>
      </form>
    </Dialog>
  );
}
