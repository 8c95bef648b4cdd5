// The e-mails the site sent about a request (or the latest of all): to whom, whether they arrived,
// the last error while retrying, and a button to send one again.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingFallback } from 'shared-ui';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import styles from '../screen.module.css';
import { LoadError } from '../load-error';
import { notificationsQueryOptions, type NotificationRow } from './api/get-notifications';
import { useResendNotification } from './api/resend-notification';

const STATUS_BADGE: Record<NotificationRow['status'], string | undefined> = {
  queued: styles.badgeNew,
  sending: styles.badgeNew,
  sent: styles.badgeOk,
  retrying: styles.badgeDanger,
  failed: styles.badgeDanger,
};

function NotificationItem({ row }: { row: NotificationRow }) {
  const { t, i18n } = useTranslation('admin');
  const resend = useResendNotification();
  const to = (row.sent_to ?? row.recipients)?.join(', ') || t('notifications.defaultRecipients');
  const kind = t(`notifications.kinds.${row.kind}`);
  const when =
    row.status === 'sent'
      ? t('notifications.sentAt', { when: formatDateTime(row.sent_at, i18n.language) })
      : row.status === 'retrying'
        ? t('notifications.nextAttempt', { when: formatDateTime(row.next_attempt_at, i18n.language) })
        : formatDateTime(row.created_at, i18n.language);
  const onResend = () =>
    resend.mutate(row.id, {
      onSuccess: () => toast.success(t('notifications.resent')),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  return (
    <tr data-notification-kind={row.kind} data-notification-status={row.status}>
      <th scope="row">{kind}</th>
      <td>{to}</td>
      <td>
        <span className={`${styles.badge} ${STATUS_BADGE[row.status] ?? ''}`}>{t(`notifications.status.${row.status}`)}</span>
        {row.last_error && row.status !== 'sent' && (
          <>
            <br />
            <span className={styles.muted}>{t('notifications.error', { error: row.last_error })}</span>
          </>
        )}
      </td>
      <td className={styles.nowrap}>
        {when}
        <br />
        <span className={styles.muted}>{t('notifications.attempts', { count: row.attempts })}</span>
      </td>
      <td>
        <button
          type="button"
          className={styles.textButton}
          onClick={onResend}
          disabled={resend.isPending}
          aria-label={t('notifications.resendLabel', { kind, to })}
        >
          {t('notifications.resend')}
        </button>
      </td>
    </tr>
  );
}

export function NotificationLog({ requestId, title }: { requestId?: string; title: string }) {
  const { t } = useTranslation('admin');
  const log = useQuery(notificationsQueryOptions(requestId));
  return (
    <section aria-labelledby={`notifications-${requestId ?? 'latest'}`}>
      <h3 className={styles.section} id={`notifications-${requestId ?? 'latest'}`}>
        {title}
      </h3>
      {log.isPending ? (
        <LoadingFallback />
      ) : log.isError ? (
        <LoadError onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <p className={styles.muted}>{t('notifications.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('notifications.columns.kind')}</th>
                <th scope="col">{t('notifications.columns.to')}</th>
                <th scope="col">{t('notifications.columns.status')}</th>
                <th scope="col">{t('notifications.columns.when')}</th>
                <th scope="col">
                  <span data-visually-hidden>{t('notifications.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((row) => (
                <NotificationItem key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
