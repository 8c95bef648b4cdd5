// /config-blogmr/clientes/:matterId: one matter as the firm works it — post an update (and move the
// status), the next step, the engagement letter's versions and acceptances, document requests and
// shared files, who opened which file, and the messages with the client.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingFallback } from 'shared-ui';
import { atLimit, controlClassName, FormField } from 'shared-ui/form-field';
import { CLIENT_AREA_LIMITS } from '@/features/client-area/lib/limits';
import { Link, useParams } from 'shared-ui/router';
import { toast } from 'shared-ui/toaster';
import { adminPath } from '@/lib/admin-screens';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import styles from '@/components/screen.module.css';
import { accessLogQueryOptions } from '@/features/client-area/api/get-access-log';
import { documentRequestsQueryOptions } from '@/features/client-area/api/get-document-requests';
import { documentsQueryOptions } from '@/features/client-area/api/get-documents';
import { matterQueryOptions } from '@/features/client-area/api/get-matter';
import { MATTER_STATUSES, type MatterStatus } from '@/features/client-area/api/get-matters';
import { matterUpdatesQueryOptions } from '@/features/client-area/api/get-matter-updates';
import { messagesQueryOptions } from '@/features/client-area/api/get-messages';
import { useOpenDocument } from '@/features/client-area/api/open-document';
import { usePostMatterUpdate } from '@/features/client-area/api/post-matter-update';
import { useRequestDocument } from '@/features/client-area/api/request-document';
import { useSendMessage } from '@/features/client-area/api/send-message';
import { useShareDocument } from '@/features/client-area/api/share-document';
import { useUpdateMatter } from '@/features/client-area/api/update-matter';
import { ClientTwoStep } from '@/features/client-area/components/client-two-step';
import { LetterSection } from '@/features/client-area/components/letter-section';

const SHAREABLE = 'application/pdf,image/jpeg,image/png,image/webp';

function UpdateForm({ matterId, status }: { matterId: string; status: MatterStatus }) {
  const { t } = useTranslation('admin');
  const post = usePostMatterUpdate(matterId);
  const [body, setBody] = useState('');
  const [next, setNext] = useState<MatterStatus | ''>('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(t('clientArea.errors.required'));
    setError(undefined);
    post.mutate(
      { body: body.trim(), status: next || null },
      {
        onSuccess: () => {
          toast.success(t('clientArea.update.posted'));
          setBody('');
          setNext('');
        },
        onError: (failure) => toast.error(errorMessage(t, failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className={styles.filters} aria-labelledby="update-title">
      <h2 id="update-title" className={styles.section}>
        {t('clientArea.update.title')}
      </h2>
      <FormField
        label={t('clientArea.update.body')}
        error={error}
        notice={atLimit(body, CLIENT_AREA_LIMITS.updateBody) ? t('errors.limitReached', { max: CLIENT_AREA_LIMITS.updateBody }) : undefined}
        required
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={controlClassName}
            maxLength={CLIENT_AREA_LIMITS.updateBody}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('clientArea.update.status')}>
        {(control) => (
          <select {...control} className={controlClassName} value={next} onChange={(event) => setNext(event.target.value as MatterStatus | '')}>
            <option value="">{t('clientArea.update.keepStatus', { status: t(`clientArea.status.${status}`) })}</option>
            {MATTER_STATUSES.map((state) => (
              <option key={state} value={state}>
                {t(`clientArea.status.${state}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={post.isPending}>
          {t('clientArea.update.submit')}
        </Button>
      </div>
    </form>
  );
}

function NextStepForm({ matterId, nextStep, nextStepOn }: { matterId: string; nextStep: string | null; nextStepOn: string | null }) {
  const { t } = useTranslation('admin');
  const update = useUpdateMatter(matterId);
  const [step, setStep] = useState(nextStep ?? '');
  const [on, setOn] = useState(nextStepOn ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { next_step: step.trim() || null, next_step_on: on || null },
      { onSuccess: () => toast.success(t('clientArea.nextStep.saved')), onError: (failure) => toast.error(errorMessage(t, failure)) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className={styles.filters} aria-labelledby="next-step-title">
      <h2 id="next-step-title" className={styles.section}>
        {t('clientArea.matter.nextStep')}
      </h2>
      <FormField label={t('clientArea.nextStep.what')}>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            maxLength={CLIENT_AREA_LIMITS.nextStep}
            value={step}
            onChange={(event) => setStep(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('clientArea.nextStep.date')}>
        {(control) => <input {...control} type="date" className={controlClassName} value={on} onChange={(event) => setOn(event.target.value)} />}
      </FormField>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {t('clientArea.nextStep.save')}
        </Button>
      </div>
    </form>
  );
}

function DocumentsSection({ matterId }: { matterId: string }) {
  const { t, i18n } = useTranslation('admin');
  const requests = useQuery(documentRequestsQueryOptions(matterId));
  const documents = useQuery(documentsQueryOptions(matterId));
  const log = useQuery(accessLogQueryOptions(matterId));
  const request = useRequestDocument(matterId);
  const share = useShareDocument(matterId);
  const open = useOpenDocument(matterId);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setTitleError(t('clientArea.errors.required'));
    setTitleError(undefined);
    request.mutate({ title: title.trim(), note: null }, { onSuccess: () => setTitle(''), onError: (failure) => toast.error(errorMessage(t, failure)) });
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!SHAREABLE.split(',').includes(file.type)) return setFileError(t('clientArea.errors.fileType'));
    setFileError(undefined);
    share.mutate({ file, type: file.type }, { onError: (failure) => setFileError(errorMessage(t, failure)) });
  };
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title" className={styles.section}>
        {t('clientArea.documents.title')}
      </h2>
      <form onSubmit={ask} noValidate className={styles.filters}>
        <FormField label={t('clientArea.documents.request')} error={titleError}>
          {(control) => (
            <input
              {...control}
              className={controlClassName}
              maxLength={CLIENT_AREA_LIMITS.documentRequestTitle}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={request.isPending}>
            {t('clientArea.documents.ask')}
          </Button>
        </div>
      </form>
      <ul data-testid="admin-document-requests">
        {requests.data?.map((item) => (
          <li key={item.id}>
            {item.title} — {t(`clientArea.documents.requestStatus.${item.status}`)}
          </li>
        ))}
      </ul>
      <FormField label={t('clientArea.documents.share')} error={fileError} help={t('clientArea.documents.shareHelp')}>
        {(control) => <input {...control} type="file" accept={SHAREABLE} className={controlClassName} onChange={(event) => upload(event.target.files?.[0])} />}
      </FormField>
      <ul data-testid="admin-documents">
        {documents.data?.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() =>
                open.mutate(document.id, {
                  onSuccess: (url) => window.open(url, '_blank', 'noopener'),
                  onError: (failure) => toast.error(errorMessage(t, failure)),
                })
              }
            >
              {document.file_name}
            </button>{' '}
            <span className={styles.muted}>
              {document.from_client ? t('clientArea.documents.fromClient') : t('clientArea.documents.fromFirm')} ·{' '}
              {formatDateTime(document.created_at, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('clientArea.log.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('clientArea.log.when')}</th>
              <th scope="col">{t('clientArea.log.file')}</th>
              <th scope="col">{t('clientArea.log.who')}</th>
            </tr>
          </thead>
          <tbody data-testid="access-log">
            {log.data?.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.accessed_at, i18n.language)}</td>
                <td>{entry.file_name}</td>
                <td>{entry.by_firm ? t('clientArea.log.firm') : t('clientArea.log.client')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MessagesSection({ matterId }: { matterId: string }) {
  const { t, i18n } = useTranslation('admin');
  const messages = useQuery(messagesQueryOptions(matterId));
  const send = useSendMessage(matterId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(t('clientArea.errors.required'));
    setError(undefined);
    send.mutate(body.trim(), { onSuccess: () => setBody(''), onError: (failure) => toast.error(errorMessage(t, failure)) });
  };
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title" className={styles.section}>
        {t('clientArea.messages.title')}
      </h2>
      <ol data-testid="admin-messages">
        {messages.data?.map((message) => (
          <li key={message.id}>
            <strong>{message.from_firm ? t('clientArea.messages.firm') : t('clientArea.messages.client')}</strong>{' '}
            <span className={styles.muted}>{formatDateTime(message.created_at, i18n.language)}</span>
            <p className={styles.message}>{message.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate className={styles.filters}>
        <FormField
          label={t('clientArea.messages.answer')}
          error={error}
          notice={atLimit(body, CLIENT_AREA_LIMITS.messageBody) ? t('errors.limitReached', { max: CLIENT_AREA_LIMITS.messageBody }) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              className={controlClassName}
              maxLength={CLIENT_AREA_LIMITS.messageBody}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {t('clientArea.messages.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export default function MatterScreen() {
  const { t } = useTranslation('admin');
  const { matterId = '' } = useParams();
  const matter = useQuery(matterQueryOptions(matterId));
  const updates = useQuery(matterUpdatesQueryOptions(matterId));
  if (matter.isPending) return <LoadingFallback />;
  if (matter.isError) return <p role="alert">{errorMessage(t, matter.error)}</p>;
  const data = matter.data;
  if (!data) return <p role="alert">{t('notFound')}</p>;
  return (
    <section data-page="admin:clientes:matter" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <p>
            <Link to={adminPath('clientes')}>{t('screens.clientes')}</Link>
          </p>
          <h1>{data.title}</h1>
          <p className={styles.lead}>
            {data.clients?.full_name} · {t(`clientArea.areas.${data.practice_area}`)} ·{' '}
            <span data-testid="admin-matter-status">{t(`clientArea.status.${data.status}`)}</span>
          </p>
          <ClientTwoStep clientId={data.client_id} clientName={data.clients?.full_name ?? ''} />
        </div>
      </header>
      <UpdateForm matterId={matterId} status={data.status} />
      <ol data-testid="admin-updates">
        {updates.data?.map((update) => (
          <li key={update.id}>
            <span className={styles.muted}>{update.created_at.slice(0, 10)}</span>{' '}
            {update.status && <strong>{t(`clientArea.status.${update.status}`)}: </strong>}
            {update.body}
          </li>
        ))}
      </ol>
      <NextStepForm key={data.updated_at} matterId={matterId} nextStep={data.next_step} nextStepOn={data.next_step_on} />
      <LetterSection matterId={matterId} matterTitle={data.title} language={data.clients?.language ?? 'es'} />
      <DocumentsSection matterId={matterId} />
      <MessagesSection matterId={matterId} />
    </section>
  );
}
