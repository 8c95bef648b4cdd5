// Everything about one request, the status control with who/when, and one-click replies in the
// client's language (e-mail, phone, WhatsApp).
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { NotificationLog } from '@/components/notification-log/notification-log';
import { useTranslation } from 'react-i18next';
import { FIRM, LoadingFallback, telHref } from 'shared-ui';
import { languageName } from '@/lib/language-name';
import { contactRequestQueryOptions } from '../api/get-contact-request';
import type { ContactRequestListRow } from '../api/get-contact-requests';
import { useCurrentAdmin } from '@/lib/use-current-admin';
import { CONTACT_STATUSES, type ContactRequest, type ContactStatus } from '../api/contact-request';
import { replyTextsQueryOptions } from '../api/get-reply-texts';
import { useUpdateContactRequestStatus } from '../api/update-contact-request-status';
import { formatDateTime } from '@/lib/format';
import { clientWhatsappHref, mailtoHref } from '@/lib/reply-links';
import { useAdminTextsIn } from '@/lib/use-admin-texts-in';
import styles from '@/components/screen.module.css';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';

/** Loads the whole request (the list row has no message) and shows it; the row's fresher status wins. */
export function ContactRequestDetailLoader({ row }: { row: ContactRequestListRow }) {
  const full = useQuery(contactRequestQueryOptions(row.id));
  // The replies are written in the client's language: never offer them in another one meanwhile.
  const language = useQuery(replyTextsQueryOptions(row.language));
  if (full.isPending || language.isPending) return <LoadingFallback />;
  if (full.isError) return <LoadError onRetry={() => void full.refetch()} />;
  return <ContactRequestDetail request={{ ...full.data, ...row }} />;
}

export function ContactRequestDetail({ request }: { request: ContactRequest }) {
  const { t, i18n } = useTranslation('admin');
  const replyT = useAdminTextsIn(request.language);
  const { data: admin } = useCurrentAdmin();
  const update = useUpdateContactRequestStatus();
  const values = { name: request.name, firmName: FIRM.name, area: replyT(`inbox.areas.${request.practice_area}`) };

  const changeStatus = (status: ContactStatus) => {
    update.mutate(
      { id: request.id, status },
      {
        onSuccess: () => toast.success(t('inbox.detail.statusSaved', { status: t(`inbox.status.${status}`) })),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  const who = request.status_changed_by
    ? request.status_changed_by === admin?.id
      ? t('inbox.detail.byYou', { email: admin.email })
      : t('inbox.detail.byOther', { id: request.status_changed_by.slice(0, 8) })
    : '';

  return (
    <div>
      <dl className={styles.detail}>
        <dt>{t('inbox.columns.received')}</dt>
        <dd>{formatDateTime(request.created_at, i18n.language)}</dd>
        <dt>{t('inbox.columns.email')}</dt>
        <dd>{request.email}</dd>
        <dt>{t('inbox.columns.phone')}</dt>
        <dd>{request.phone || t('inbox.detail.noPhone')}</dd>
        <dt>{t('inbox.columns.area')}</dt>
        <dd>{t(`inbox.areas.${request.practice_area}`)}</dd>
        <dt>{t('inbox.columns.format')}</dt>
        <dd>{t(`inbox.formats.${request.consultation_format}`, { defaultValue: request.consultation_format })}</dd>
        <dt>{t('inbox.columns.language')}</dt>
        <dd>{languageName(request.language)}</dd>
        <dt>{t('inbox.detail.consent')}</dt>
        <dd>{t('inbox.detail.consentValue', { version: request.consent_text_version, when: formatDateTime(request.consent_at, i18n.language) })}</dd>
      </dl>
      <h3 className={styles.section}>{t('inbox.columns.message')}</h3>
      <p className={styles.message}>{request.message}</p>

      <FormField label={t('inbox.columns.status')}>
        {(control) => (
          <select
            {...control}
            className={controlClassName}
            value={request.status}
            disabled={update.isPending}
            onChange={(event) => changeStatus(event.target.value as ContactStatus)}
          >
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`inbox.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className={styles.muted} data-testid="status-history">
        {request.status_changed_at
          ? t('inbox.detail.lastChange', { when: formatDateTime(request.status_changed_at, i18n.language), who })
          : t('inbox.detail.neverChanged')}
      </p>

      <h3 className={styles.section}>{t('inbox.detail.reply')}</h3>
      <p className={styles.muted}>{t('inbox.detail.replyHelp', { language: languageName(request.language) })}</p>
      <div className={styles.actions}>
        <a className={styles.linkButton} href={mailtoHref(request.email, replyT('inbox.reply.subject', values), replyT('inbox.reply.body', values))}>
          {t('inbox.detail.replyEmail')}
        </a>
        {request.phone && (
          <>
            <a className={styles.linkButton} href={telHref(request.phone)}>
              {t('inbox.detail.replyPhone')}
            </a>
            <a className={styles.linkButton} href={clientWhatsappHref(request.phone, replyT('inbox.reply.whatsapp', values))} target="_blank" rel="noreferrer">
              {t('inbox.detail.replyWhatsapp')}
              <span data-visually-hidden> {t('inbox.newTab')}</span>
            </a>
          </>
        )}
      </div>
      <NotificationLog requestId={request.id} title={t('notifications.logTitle')} />
    </div>
  );
}
