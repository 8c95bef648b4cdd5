// /config-blogmr/rendimiento: what CrUX shows a site owner, for a site too small to appear in CrUX —
// the 75th percentile of real visitors' LCP, INP, CLS, FCP and TTFB over 28 days per page group and
// language, against Google's thresholds, and the slowest interactions with their element. Figures
// come from visitors who accepted analytics only (shell/src/features/telemetry), rolled up every 10 min.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingFallback } from 'shared-ui';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { LoadError } from '@/components/load-error';
import styles from '@/components/screen.module.css';
import { slowestInteractionsQueryOptions } from '@/features/site-health/api/get-slowest-interactions';
import { webVitalsQueryOptions, type VitalP75 } from '@/features/site-health/api/get-web-vitals';
import { formatValue, METRICS, rate, THRESHOLDS, type MetricName } from '@/lib/web-vitals-thresholds';

// Chart.js comes with this chart only, after the figures arrived.
const P75Chart = lazy(() => import('@/features/site-health/components/p75-chart'));

const DAYS = 28;
const DEVICES = ['', 'mobile', 'tablet', 'desktop'] as const;
const BADGE = { good: styles.badgeOk, needsImprovement: styles.badgeNew, poor: styles.badgeDanger } as const;

function MetricSection({ metric, rows }: { metric: MetricName; rows: VitalP75[] }) {
  const { t, i18n } = useTranslation('admin');
  const { good, poor } = THRESHOLDS[metric];
  const chartRows = useMemo(() => rows.map((row) => ({ label: `${row.page_group} · ${row.language}`, p75: row.p75 })), [rows]);
  return (
    <section className={styles.section} data-metric={metric}>
      <h2>{t(`siteHealth.vitals.metrics.${metric}`)}</h2>
      <p className={styles.muted}>
        {t('siteHealth.vitals.thresholds', { good: formatValue(metric, good, i18n.language), poor: formatValue(metric, poor, i18n.language) })}
      </p>
      <Suspense fallback={<LoadingFallback />}>
        <P75Chart metric={metric} rows={chartRows} label={t('siteHealth.vitals.chartLabel', { metric })} />
      </Suspense>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t(`siteHealth.vitals.metrics.${metric}`)}>
        <table className={styles.table}>
          <caption data-visually-hidden>{t(`siteHealth.vitals.metrics.${metric}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('siteHealth.vitals.columns.group')}</th>
              <th scope="col">{t('siteHealth.vitals.columns.language')}</th>
              <th scope="col">{t('siteHealth.vitals.columns.p75')}</th>
              <th scope="col">{t('siteHealth.vitals.columns.samples')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const rating = rate(metric, row.p75);
              return (
                <tr key={`${row.page_group}:${row.language}`}>
                  <th scope="row">{row.page_group}</th>
                  <td>{row.language}</td>
                  <td>
                    {formatValue(metric, row.p75, i18n.language)}{' '}
                    <span className={`${styles.badge} ${BADGE[rating]}`}>{t(`siteHealth.vitals.rating.${rating}`)}</span>
                  </td>
                  <td>{new Intl.NumberFormat(i18n.language).format(row.samples)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SlowestInteractions() {
  const { t, i18n } = useTranslation('admin');
  const slowest = useQuery(slowestInteractionsQueryOptions(DAYS));
  if (slowest.isPending) return <LoadingFallback />;
  if (slowest.isError) return <LoadError onRetry={() => void slowest.refetch()} />;
  if (slowest.data.length === 0) return <p>{t('siteHealth.vitals.noInteractions')}</p>;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('siteHealth.vitals.slowest')}>
      <table className={styles.table}>
        <caption data-visually-hidden>{t('siteHealth.vitals.slowest')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('siteHealth.vitals.columns.inp')}</th>
            <th scope="col">{t('siteHealth.vitals.columns.element')}</th>
            <th scope="col">{t('siteHealth.vitals.columns.page')}</th>
            <th scope="col">{t('siteHealth.vitals.columns.day')}</th>
          </tr>
        </thead>
        <tbody>
          {slowest.data.map((row) => (
            <tr key={`${row.day}:${row.rank}`}>
              <td className={styles.nowrap}>{formatValue('INP', row.value, i18n.language)}</td>
              <td>
                <code>{row.target ?? '—'}</code>
                {row.detail ? <span className={styles.muted}> · {row.detail}</span> : null}
              </td>
              <td>{row.page_path}</td>
              <td className={styles.nowrap}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(row.day))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function WebVitalsScreen() {
  const { t } = useTranslation('admin');
  const [device, setDevice] = useState<(typeof DEVICES)[number]>('');
  const vitals = useQuery(webVitalsQueryOptions(DAYS, device));
  return (
    <section data-page="admin:rendimiento" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.rendimiento')}</h1>
          <p className={styles.lead}>{t('siteHealth.vitals.lead', { days: DAYS })}</p>
        </div>
      </header>
      <div className={styles.filters}>
        <FormField label={t('siteHealth.vitals.device')}>
          {(control) => (
            <select {...control} className={controlClassName} value={device} onChange={(event) => setDevice(event.target.value as typeof device)}>
              {DEVICES.map((value) => (
                <option key={value} value={value}>
                  {t(`siteHealth.vitals.devices.${value || 'all'}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {vitals.isPending ? (
        <LoadingFallback />
      ) : vitals.isError ? (
        <LoadError onRetry={() => void vitals.refetch()} />
      ) : vitals.data.length === 0 ? (
        <p>{t('siteHealth.vitals.none')}</p>
      ) : (
        METRICS.map((metric) => {
          const rows = vitals.data.filter((row) => row.metric === metric);
          return rows.length > 0 ? <MetricSection key={metric} metric={metric} rows={rows} /> : null;
        })
      )}
      <h2 className={styles.section}>{t('siteHealth.vitals.slowest')}</h2>
      <SlowestInteractions />
    </section>
  );
}
