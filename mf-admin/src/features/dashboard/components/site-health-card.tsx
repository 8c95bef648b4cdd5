// The dashboard's summary of what real visitors get (issue #47): the site-wide 75th percentile of the
// Core Web Vitals against Google's thresholds, and the client errors of the week, each linking to its
// screen. Loaded on its own: should it fail, the rest of the dashboard stays.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { LoadError } from '@/components/load-error';
import badges from '@/components/screen.module.css';
import { adminPath } from '@/lib/admin-screens';
import { formatValue, rate } from '@/lib/web-vitals-thresholds';
import { ERRORS_DAYS, siteHealthQueryOptions, VITALS_DAYS } from '../api/get-site-health';
import styles from './dashboard.module.css';

const BADGE = { good: badges.badgeOk, needsImprovement: badges.badgeNew, poor: badges.badgeDanger } as const;

export function SiteHealthCard() {
  const { t, i18n } = useTranslation('admin');
  const health = useQuery(siteHealthQueryOptions());
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <article className={styles.card} aria-labelledby="dash-health" data-testid="site-health-summary">
      <h2 id="dash-health">{t('dashboard.healthTitle')}</h2>
      {health.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : health.isError ? (
        <LoadError onRetry={() => void health.refetch()} />
      ) : (
        <>
          <p className={styles.muted}>{t('dashboard.healthLead', { days: VITALS_DAYS })}</p>
          {health.data.vitals.length === 0 ? (
            <p>{t('dashboard.noVitals')}</p>
          ) : (
            <dl className={styles.vitals}>
              {health.data.vitals.map(({ metric, p75 }) => {
                const rating = rate(metric, p75);
                return (
                  <div key={metric} className={styles.vital} data-metric={metric}>
                    <dt>{t(`siteHealth.vitals.metrics.${metric}`)}</dt>
                    <dd>
                      <span className={styles.vitalValue}>{formatValue(metric, p75, i18n.language)}</span>{' '}
                      <span className={`${badges.badge} ${BADGE[rating]}`}>{t(`siteHealth.vitals.rating.${rating}`)}</span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
          <Link to={adminPath('rendimiento')}>{t('dashboard.openVitals')}</Link>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('dashboard.errorsSeen', { days: ERRORS_DAYS })}</dt>
              <dd data-testid="errors-seen">{number.format(health.data.errors.seen)}</dd>
            </div>
          </dl>
          <p className={styles.muted} data-testid="errors-detail">
            {t('dashboard.errorsDetail', { new: number.format(health.data.errors.new), occurrences: number.format(health.data.errors.occurrences) })}
          </p>
          <Link to={adminPath('errores')}>{t('dashboard.openErrors')}</Link>
        </>
      )}
    </article>
  );
}
