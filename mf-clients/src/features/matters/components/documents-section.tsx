// Files of the matter (opened through a short-lived signed link, each opening logged) and the
// documents the firm asked for, each with its upload field: the type is sniffed from the bytes and
// the size checked before sending; problems are said beside the field.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { formatDate } from '@/lib/format';
import { checkDocument, MAX_DOCUMENT_BYTES } from '@/lib/sniff-file';
import { documentRequestsQuery } from '../api/get-document-requests';
import { documentsQuery } from '../api/get-documents';
import { useOpenDocument } from '../api/open-document';
import { isUploadLimit } from '../api/limits';
import { useUploadDocument } from '../api/upload-document';
import styles from './matters.module.css';

function RequestUpload({ matterId, requestId, title }: { matterId: string; requestId: string; title: string }) {
  const { t } = useTranslation('clients');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useUploadDocument(matterId);
  const send = async () => {
    if (!file) return setError(t('documents.errors.choose'));
    const checked = await checkDocument(file);
    if ('problem' in checked) return setError(t(`documents.errors.${checked.problem}`, { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 }));
    setError(undefined);
    upload.mutate(
      { requestId, file, type: checked.type },
      { onError: (failure) => setError(t(isUploadLimit(failure) ? 'documents.errors.limit' : 'documents.errors.failed')) },
    );
  };
  return (
    <div className={styles.upload}>
      <FormField label={t('documents.fileFor', { title })} error={error} help={t('documents.help', { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 })}>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button onClick={send} disabled={upload.isPending}>
        {t('documents.send')}
      </Button>
    </div>
  );
}

export function DocumentsSection({ matterId, language }: { matterId: string; language: Language }) {
  const { t } = useTranslation('clients');
  const requests = useQuery(documentRequestsQuery(matterId));
  const documents = useQuery(documentsQuery(matterId));
  const open = useOpenDocument();
  const openDocument = (id: string) =>
    open.mutate(id, {
      onSuccess: (url) => {
        window.location.assign(url);
      },
    });
  return (
    <section aria-labelledby="documents-title" className={styles.section}>
      <h2 id="documents-title">{t('documents.title')}</h2>
      {(requests.isError || documents.isError) && <p role="alert">{t('loadError')}</p>}
      {requests.data && requests.data.length > 0 && (
        <>
          <h3>{t('documents.requested')}</h3>
          <ul className={styles.plainList} data-testid="document-requests">
            {requests.data.map((request) => (
              <li key={request.id}>
                <p>
                  <strong>{request.title}</strong> — {request.status === 'received' ? t('documents.received') : t('documents.pending')}
                </p>
                {request.note && <p className={styles.body}>{request.note}</p>}
                {request.status === 'open' && <RequestUpload matterId={matterId} requestId={request.id} title={request.title} />}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('documents.files')}</h3>
      {documents.data?.length === 0 && <p>{t('documents.none')}</p>}
      <ul className={styles.plainList} data-testid="documents">
        {documents.data?.map((document) => (
          <li key={document.id}>
            <Button variant="ghost" onClick={() => openDocument(document.id)}>
              {document.file_name}
            </Button>{' '}
            <span className={styles.meta}>
              {document.from_client ? t('documents.fromYou') : t('documents.fromFirm')} · {formatDate(document.created_at, language)}
            </span>
          </li>
        ))}
      </ul>
      {open.isError && <p role="alert">{t('documents.errors.open')}</p>}
    </section>
  );
}
