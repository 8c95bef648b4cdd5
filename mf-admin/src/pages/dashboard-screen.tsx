// /config-blogmr and /config-blogmr/dashboard: what needs attention first (waiting requests), then
// the blog, the visit counters and what real visitors get (speed, errors), then the latest items with links.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { formatLongDate } from 'shared-i18n/dates';
import { adminPath, editPostPath } from '@/lib/admin-screens';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { waitingTime } from '@/features/dashboard/lib/waiting-time';
import { SiteHealthCard } from '@/features/dashboard/components/site-health-card';
import styles from '@/features/dashboard/components/dashboard.module.css';

function Stat({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export default function DashboardScreen() {
  const { t, i18n } = useTranslation('admin');
  const dashboard = useQuery(dashboardQueryOptions());
  const number = new Intl.NumberFormat(i18n.language);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const waiting = (since: string | null) => {
    if (!since) return t('dashboard.nothingWaiting');
    const { unit, count } = waitingTime(since);
    return t(`dashboard.oldest.${unit}`, { count });
  };

  return (
    <section data-page="admin:dashboard" className={styles.screen}>
      <h1>{t('screens.dashboard')}</h1>
      {dashboard.isPending ? (
        <p>{t('common.loading')}</p>
      ) : dashboard.isError ? (
        <div role="alert" className={styles.error}>
          <p>{t('common.loadError')}</p>
          <button type="button" className={styles.retry} onClick={() => void dashboard.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <div className={styles.grid}>
            <article className={styles.card} aria-labelledby="dash-contact">
              <h2 id="dash-contact">{t('dashboard.contactTitle')}</h2>
              <dl>
                <Stat label={t('dashboard.waiting')} value={number.format(dashboard.data.contact.waiting)} testId="contact-waiting" />
              </dl>
              <p className={styles.muted}>{waiting(dashboard.data.contact.oldestWaiting)}</p>
              <Link to={adminPath('cuestionario')}>{t('dashboard.openInbox')}</Link>
            </article>
            <article className={styles.card} aria-labelledby="dash-subs">
              <h2 id="dash-subs">{t('dashboard.substitutionsTitle')}</h2>
              <dl>
                <Stat label={t('dashboard.waiting')} value={number.format(dashboard.data.substitutions.waiting)} testId="substitutions-waiting" />
              </dl>
              <p className={styles.muted}>{waiting(dashboard.data.substitutions.oldestWaiting)}</p>
              <Link to={adminPath('sustituciones')}>{t('dashboard.openSubstitutions')}</Link>
            </article>
            <article className={styles.card} aria-labelledby="dash-posts">
              <h2 id="dash-posts">{t('dashboard.postsTitle')}</h2>
              <dl className={styles.stats}>
                <Stat label={t('dashboard.published')} value={number.format(dashboard.data.posts.published)} testId="posts-published" />
                <Stat label={t('dashboard.hidden')} value={number.format(dashboard.data.posts.hidden)} testId="posts-hidden" />
                <Stat label={t('dashboard.featured')} value={number.format(dashboard.data.posts.featured)} testId="posts-featured" />
              </dl>
              <Link to={adminPath('post/new')}>{t('dashboard.writePost')}</Link>
            </article>
            <article className={styles.card} aria-labelledby="dash-visits">
              <h2 id="dash-visits">{t('dashboard.visitsTitle')}</h2>
              {dashboard.data.stats ? (
                <>
                  <dl className={styles.stats}>
                    <Stat label={t('dashboard.webVisits')} value={number.format(dashboard.data.stats.web_visitors)} testId="web-visitors" />
                    <Stat label={t('dashboard.webUnique')} value={number.format(dashboard.data.stats.web_unique_visitors)} testId="web-unique" />
                    <Stat label={t('dashboard.blogVisits')} value={number.format(dashboard.data.stats.blog_visitors)} testId="blog-visitors" />
                    <Stat label={t('dashboard.blogUnique')} value={number.format(dashboard.data.stats.blog_unique_visitors)} testId="blog-unique" />
                  </dl>
                  <p className={styles.muted}>{t('dashboard.since', { date: dateTime.format(new Date(dashboard.data.stats.created_at)) })}</p>
                </>
              ) : (
                <p>{t('dashboard.noStats')}</p>
              )}
            </article>
            <SiteHealthCard />
          </div>

          <div className={styles.grid}>
            <article className={styles.card} aria-labelledby="dash-latest-posts">
              <h2 id="dash-latest-posts">{t('dashboard.latestPosts')}</h2>
              <ul className={styles.list}>
                {dashboard.data.latestPosts.map((post) => (
                  <li key={post.id}>
                    <Link to={editPostPath(post.id)}>{post.title}</Link>
                    <span className={styles.muted}>
                      {post.date ? formatLongDate(post.date, i18n.language) : ''}
                      {post.hidden ? ` · ${t('posts.state.hidden')}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={adminPath('posts')}>{t('dashboard.allPosts')}</Link>
            </article>
            <article className={styles.card} aria-labelledby="dash-latest-contact">
              <h2 id="dash-latest-contact">{t('dashboard.latestContact')}</h2>
              {dashboard.data.contact.latest.length === 0 ? (
                <p>{t('dashboard.empty')}</p>
              ) : (
                <ul className={styles.list}>
                  {dashboard.data.contact.latest.map((request) => (
                    <li key={request.id}>
                      <Link to={`${adminPath('cuestionario')}?id=${request.id}`}>{request.name}</Link>
                      <span className={styles.muted}>
                        {dateTime.format(new Date(request.created_at))} · {t(`requestStatus.${request.status}`, { defaultValue: request.status })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </article>
            <article className={styles.card} aria-labelledby="dash-latest-subs">
              <h2 id="dash-latest-subs">{t('dashboard.latestSubstitutions')}</h2>
              {dashboard.data.substitutions.latest.length === 0 ? (
                <p>{t('dashboard.empty')}</p>
              ) : (
                <ul className={styles.list}>
                  {dashboard.data.substitutions.latest.map((request) => (
                    <li key={request.id}>
                      <Link to={`${adminPath('sustituciones')}?id=${request.id}`}>
                        {request.lawyer_name} — {request.court}
                      </Link>
                      <span className={styles.muted}>
                        {formatLongDate(request.hearing_date, i18n.language)} · {t(`requestStatus.${request.status}`, { defaultValue: request.status })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </div>
        </>
      )}
    </section>
  );
}
