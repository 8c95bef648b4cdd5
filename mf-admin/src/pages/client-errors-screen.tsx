// /config-blogmr/errores: errors seen on visitors' pages (uncaught errors, rejected promises, remotes
// that failed to load, hydration mismatches), one row per distinct error with how often and when it
// was first and last seen. Only from visitors who accepted analytics (shell/src/features/telemetry).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIRM, LoadingFallback } from 'shared-ui';
import { toast } from 'shared-ui/toaster';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/errors';
import styles from '@/components/screen.module.css';
import { clientErrorsQueryOptions, type ClientError } from '@/features/site-health/api/get-client-errors';
import { useRemoveClientError } from '@/features/site-health/api/remove-client-error';

function ErrorRow({ error }: { error: ClientError }) {
  const { t, i18n } = useTranslation('admin');
  const remove = useRemoveClientError();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <tr data-client-error={error.id}>
      <td>
        <span className={styles.badge}>{t(`siteHealth.errors.kinds.${error.kind}`)}</span>
      </td>
      <th scope="row">
        <span className={styles.clamp}>{error.message}</span>
        {error.stack ? (
          <details>
            <summary>{t('siteHealth.errors.stack')}</summary>
            <pre className={styles.message}>{error.stack}</pre>
          </details>
        ) : null}
      </th>
      <td data-testid="occurrences">{new Intl.NumberFormat(i18n.language).format(error.occurrences)}</td>
      <td className={styles.nowrap}>{dateTime.format(new Date(error.first_seen))}</td>
      <td className={styles.nowrap}>{dateTime.format(new Date(error.last_seen))}</td>
      <td>
        {error.last_path} <span className={styles.muted}>({error.language})</span>
      </td>
      <td>
        <button
          type="button"
          className={styles.textButton}
          disabled={remove.isPending}
          aria-label={t('siteHealth.errors.resolveLabel', { message: error.message.slice(0, 80) })}
          onClick={() =>
            remove.mutate(error.id, {
              onSuccess: () => toast.success(t('siteHealth.errors.resolved')),
              onError: (failure) => toast.error(errorMessage(t, failure)),
            })
          }
        >
          {t('siteHealth.errors.resolve')}
        </button>
      </td>
    </tr>
  );
}

export default function ClientErrorsScreen() {
  const { t } = useTranslation('admin');
  const errors = useQuery(clientErrorsQueryOptions());
  return (
    <section data-page="admin:errores" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.errores')}</h1>
          <p className={styles.lead}>{t('siteHealth.errors.lead', { email: FIRM.technicalEmail })}</p>
        </div>
      </header>
      {errors.isPending ? (
        <LoadingFallback />
      ) : errors.isError ? (
        <LoadError onRetry={() => void errors.refetch()} />
      ) : errors.data.length === 0 ? (
        <p>{t('siteHealth.errors.none')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('screens.errores')}>
          <table className={styles.table}>
            <caption data-visually-hidden>{t('screens.errores')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('siteHealth.errors.columns.kind')}</th>
                <th scope="col">{t('siteHealth.errors.columns.message')}</th>
                <th scope="col">{t('siteHealth.errors.columns.count')}</th>
                <th scope="col">{t('siteHealth.errors.columns.firstSeen')}</th>
                <th scope="col">{t('siteHealth.errors.columns.lastSeen')}</th>
                <th scope="col">{t('siteHealth.errors.columns.page')}</th>
                <th scope="col">
                  <span data-visually-hidden>{t('siteHealth.errors.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {errors.data.map((error) => (
                <ErrorRow key={error.id} error={error} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
