// Messages with the firm about this matter.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { atLimit, controlClassName, FormField } from 'shared-ui/form-field';
import { formatDate } from '@/lib/format';
import { messagesQuery } from '../api/get-messages';
import { isMessageLimit } from '../api/limits';
import { MESSAGE_MAX_LENGTH, useSendMessage } from '../api/send-message';
import styles from './matters.module.css';

export function MessagesSection({ matterId, language }: { matterId: string; language: Language }) {
  const { t } = useTranslation('clients');
  const messages = useQuery(messagesQuery(matterId));
  const send = useSendMessage(matterId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(t('messages.errors.empty'));
    if (body.length > MESSAGE_MAX_LENGTH) return setError(t('messages.errors.tooLong', { max: MESSAGE_MAX_LENGTH }));
    setError(undefined);
    send.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(t(isMessageLimit(failure) ? 'messages.errors.limit' : 'messages.errors.failed')),
    });
  };
  return (
    <section aria-labelledby="messages-title" className={styles.section}>
      <h2 id="messages-title">{t('messages.title')}</h2>
      {messages.isError && <p role="alert">{t('loadError')}</p>}
      {messages.data?.length === 0 && <p>{t('messages.none')}</p>}
      <ol className={styles.messages} data-testid="messages">
        {messages.data?.map((message) => (
          <li key={message.id} className={message.from_firm ? styles.fromFirm : styles.fromClient}>
            <p className={styles.meta}>
              {message.from_firm ? t('messages.firm') : t('messages.you')} ·{' '}
              <time dateTime={message.created_at}>{formatDate(message.created_at, language, true)}</time>
            </p>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormField
          label={t('messages.write')}
          error={error}
          // A longer paste was cut at the maximum (maxLength): say so.
          notice={atLimit(body, MESSAGE_MAX_LENGTH) ? t('messages.limitReached', { max: MESSAGE_MAX_LENGTH }) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              className={controlClassName}
              rows={4}
              maxLength={MESSAGE_MAX_LENGTH}
              value={body}
              onChange={(event) => setBody(event.target.value.slice(0, MESSAGE_MAX_LENGTH))}
            />
          )}
        </FormField>
        <Button type="submit" disabled={send.isPending}>
          {t('messages.send')}
        </Button>
      </form>
    </section>
  );
}
