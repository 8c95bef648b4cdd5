// The engagement letter (hoja de encargo): the newest version to read and accept, or its acceptance;
// earlier versions stay in the database with their acceptances.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { formatDate } from '../../../lib/format';
import { useAcceptLetter } from '../api/accept-letter';
import { lettersQuery } from '../api/get-letters';
import styles from './matters.module.css';

export function EngagementLetter({ matterId, language }: { matterId: string; language: Language }) {
  const { t } = useTranslation('clients');
  const letters = useQuery(lettersQuery(matterId));
  const accept = useAcceptLetter(matterId);
  const latest = letters.data?.[0];
  if (letters.isError) return <p role="alert">{t('loadError')}</p>;
  if (!latest) return null;
  const acceptance = latest.engagement_acceptances;

  return (
    <section aria-labelledby="letter-title" className={styles.section} data-testid="engagement-letter">
      <h2 id="letter-title">
        {t('letter.title')} <span className={styles.meta}>{t('letter.version', { version: latest.version })}</span>
      </h2>
      <div className={styles.letter} tabIndex={0} role="document" aria-label={t('letter.title')}>
        {latest.body}
      </div>
      {acceptance ? (
        <p role="status" className={styles.accepted}>
          {t('letter.acceptedOn', { date: formatDate(acceptance.accepted_at, language, true) })}
        </p>
      ) : (
        <div className={styles.actions}>
          <p>{letters.data!.length > 1 ? t('letter.newTerms') : t('letter.pleaseAccept')}</p>
          <Button onClick={() => accept.mutate({ letterId: latest.id, body: latest.body })} disabled={accept.isPending}>
            {t('letter.accept')}
          </Button>
          {accept.isError && <p role="alert">{t('letter.acceptError')}</p>}
        </div>
      )}
    </section>
  );
}
