// E-mail notices (/config-blogmr/avisos): who at the firm receives a notice of every enquiry, a test
// e-mail to check the set-up, and the latest e-mails the site sent with their state.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FIRM, LoadingFallback } from 'shared-ui';
import { controlClassName, EMAIL_MAX_LENGTH, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { LoadError } from '@/components/load-error';
import { NotificationLog } from '@/components/notification-log/notification-log';
import { errorMessage } from '@/lib/errors';
import styles from '@/components/screen.module.css';
import { useAddNotificationRecipient } from '@/features/notifications/api/add-notification-recipient';
import { notificationRecipientsQueryOptions, type NotificationRecipient } from '@/features/notifications/api/get-notification-recipients';
import { useRemoveNotificationRecipient } from '@/features/notifications/api/remove-notification-recipient';
import { useSendTestNotification } from '@/features/notifications/api/send-test-notification';
import { useUpdateNotificationRecipient } from '@/features/notifications/api/update-notification-recipient';

// The database's check (public.is_email_shaped) has the last word; this catches typing slips early.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function RecipientRow({ recipient }: { recipient: NotificationRecipient }) {
  const { t } = useTranslation('admin');
  const update = useUpdateNotificationRecipient();
  const remove = useRemoveNotificationRecipient();
  const onError = (error: unknown) => toast.error(errorMessage(t, error));
  return (
    <tr>
      <th scope="row">{recipient.email}</th>
      <td>
        <label>
          <input
            type="checkbox"
            checked={recipient.active}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ id: recipient.id, active: event.target.checked }, { onError })}
          />{' '}
          {t('notifications.recipients.active')}
        </label>
      </td>
      <td>
        <button
          type="button"
          className={styles.textButton}
          disabled={remove.isPending}
          aria-label={t('notifications.recipients.removeLabel', { email: recipient.email })}
          onClick={() =>
            remove.mutate(recipient.id, {
              onSuccess: () => toast.success(t('notifications.recipients.removed', { email: recipient.email })),
              onError,
            })
          }
        >
          {t('notifications.recipients.remove')}
        </button>
      </td>
    </tr>
  );
}

function AddRecipientForm() {
  const { t } = useTranslation('admin');
  const add = useAddNotificationRecipient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_SHAPE.test(value)) return setError(t('notifications.recipients.invalid'));
    setError(undefined);
    add.mutate(value, {
      onSuccess: () => {
        setEmail('');
        toast.success(t('notifications.recipients.added', { email: value }));
      },
      onError: (failure) => {
        const code = (failure as { code?: string }).code;
        if (code === '23505') setError(t('notifications.recipients.duplicate'));
        else if (code === '23514') setError(t('notifications.recipients.invalid'));
        else toast.error(errorMessage(t, failure));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.filters}>
      <FormField label={t('notifications.recipients.email')} error={error}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            className={controlClassName}
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {t('notifications.recipients.add')}
        </Button>
      </div>
    </form>
  );
}

export default function NotificationsScreen() {
  const { t } = useTranslation('admin');
  const recipients = useQuery(notificationRecipientsQueryOptions());
  const sendTest = useSendTestNotification();

  return (
    <section data-page="admin:avisos" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.avisos')}</h1>
          <p className={styles.lead}>{t('notifications.lead')}</p>
        </div>
        <Button
          variant="secondary"
          disabled={sendTest.isPending}
          onClick={() =>
            sendTest.mutate(undefined, {
              onSuccess: () => toast.success(t('notifications.test.sent')),
              onError: (error) => toast.error(errorMessage(t, error)),
            })
          }
        >
          {t('notifications.test.button')}
        </Button>
      </header>

      <h2 className={styles.section}>{t('notifications.recipients.title')}</h2>
      {recipients.isPending ? (
        <LoadingFallback />
      ) : recipients.isError ? (
        <LoadError onRetry={() => void recipients.refetch()} />
      ) : recipients.data.length === 0 ? (
        <p>{t('notifications.recipients.none', { email: FIRM.email })}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption data-visually-hidden>{t('notifications.recipients.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('notifications.recipients.email')}</th>
                <th scope="col">{t('notifications.columns.status')}</th>
                <th scope="col">
                  <span data-visually-hidden>{t('notifications.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {recipients.data.map((recipient) => (
                <RecipientRow key={recipient.id} recipient={recipient} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddRecipientForm />

      <NotificationLog title={t('notifications.latest')} />
    </section>
  );
}
