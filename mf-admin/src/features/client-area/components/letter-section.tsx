// The engagement letter on the firm's matter screen: write and publish a version (each one the client
// must accept), the versions with their acceptances (when, from where, the SHA-256 of the text
// accepted), and any version printed alone, which is how the firm keeps it as a PDF (printSection).
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, FIRM } from 'shared-ui';
import { atLimit, controlClassName, FormField } from 'shared-ui/form-field';
import { CLIENT_AREA_LIMITS } from '../lib/limits';
import { printSection } from 'shared-ui/print-section';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import styles from '@/components/screen.module.css';
import { letterDraftQueryOptions } from '../api/get-letter-draft';
import { lettersQueryOptions, type LetterVersion } from '../api/get-letters';
import { usePublishLetter } from '../api/publish-letter';
import letterStyles from './letter-section.module.css';

/** One version as it goes on paper: the firm, the matter, the text, and its acceptance if any. */
function PrintedLetter({ letter, matterTitle, ref }: { letter: LetterVersion; matterTitle: string; ref: Ref<HTMLElement> }) {
  const { t, i18n } = useTranslation('admin');
  const acceptance = letter.engagement_acceptances;
  return (
    <article ref={ref} data-print-only>
      <p>
        {FIRM.name} — {matterTitle}
      </p>
      <h2>
        {t('clientArea.letter.title')} · {t('clientArea.letter.version')} {letter.version}
      </h2>
      <p className={letterStyles.body} lang={letter.language} dir="auto">
        {letter.body}
      </p>
      <dl>
        <dt>{t('clientArea.letter.written')}</dt>
        <dd>{formatDateTime(letter.created_at, i18n.language)}</dd>
        <dt>{t('clientArea.letter.accepted')}</dt>
        <dd>{acceptance ? formatDateTime(acceptance.accepted_at, i18n.language) : t('clientArea.letter.notAccepted')}</dd>
        {acceptance && (
          <>
            <dt>{t('clientArea.letter.address')}</dt>
            <dd dir="ltr">{acceptance.client_address ?? '—'}</dd>
            <dt>SHA-256</dt>
            <dd dir="ltr">
              <code>{acceptance.text_sha256}</code>
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}

export function LetterSection({ matterId, matterTitle, language }: { matterId: string; matterTitle: string; language: string }) {
  const { t, i18n } = useTranslation('admin');
  const letters = useQuery(lettersQueryOptions(matterId));
  const draft = useQuery(letterDraftQueryOptions(matterId));
  const publish = usePublishLetter(matterId);
  const [body, setBody] = useState<string | null>(null);
  const [printing, setPrinting] = useState<LetterVersion | null>(null);
  const printed = useRef<HTMLElement>(null);
  // Rendered first (flushSync), then printed; gone again once the print dialog closes.
  const print = (letter: LetterVersion) => {
    flushSync(() => setPrinting(letter));
    if (printed.current) printSection(printed.current, () => setPrinting(null));
  };
  const text = body ?? letters.data?.[0]?.body ?? draft.data ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { body: text, language },
      { onSuccess: () => toast.success(t('clientArea.letter.published')), onError: (failure) => toast.error(errorMessage(t, failure)) },
    );
  };
  return (
    <section aria-labelledby="letter-title">
      <h2 id="letter-title" className={styles.section}>
        {t('clientArea.letter.title')}
      </h2>
      <form onSubmit={submit} noValidate className={styles.filters}>
        <FormField
          label={t('clientArea.letter.text')}
          help={t('clientArea.letter.help')}
          notice={atLimit(text, CLIENT_AREA_LIMITS.letterBody) ? t('errors.limitReached', { max: CLIENT_AREA_LIMITS.letterBody }) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              rows={12}
              className={controlClassName}
              maxLength={CLIENT_AREA_LIMITS.letterBody}
              value={text}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={publish.isPending || !text.trim()}>
            {t('clientArea.letter.publish')}
          </Button>
        </div>
      </form>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('clientArea.letter.versions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('clientArea.letter.version')}</th>
              <th scope="col">{t('clientArea.letter.written')}</th>
              <th scope="col">{t('clientArea.letter.accepted')}</th>
              <th scope="col">{t('clientArea.letter.address')}</th>
              <th scope="col">SHA-256</th>
              <th scope="col">
                <span data-visually-hidden>{t('inbox.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody data-testid="letter-versions">
            {letters.data?.map((letter) => (
              <tr key={letter.id}>
                <td>{letter.version}</td>
                <td>{formatDateTime(letter.created_at, i18n.language)}</td>
                <td>
                  {letter.engagement_acceptances
                    ? formatDateTime(letter.engagement_acceptances.accepted_at, i18n.language)
                    : t('clientArea.letter.notAccepted')}
                </td>
                <td dir="ltr">{letter.engagement_acceptances?.client_address ?? '—'}</td>
                <td dir="ltr" className={styles.nowrap}>
                  {letter.engagement_acceptances ? (
                    <code title={letter.engagement_acceptances.text_sha256}>{letter.engagement_acceptances.text_sha256.slice(0, 16)}…</code>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-label={t('clientArea.letter.printVersion', { version: letter.version })}
                    onClick={() => print(letter)}
                  >
                    {t('clientArea.letter.print')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {printing && <PrintedLetter ref={printed} letter={printing} matterTitle={matterTitle} />}
    </section>
  );
}
