// The engagement letter (hoja de encargo): the newest version to read and accept, or its acceptance;
// earlier versions stay in the database with their acceptances. It prints alone, which is how the
// client keeps it as a PDF (printSection: the browser shapes every script as on screen).
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button, FIRM } from 'shared-ui';
import { printSection } from 'shared-ui/print-section';
import { formatDate } from '@/lib/format';
import { useAcceptLetter } from '../api/accept-letter';
import { lettersQuery } from '../api/get-letters';
import styles from './matters.module.css';

export function EngagementLetter({ matterId, matterTitle, language }: { matterId: string; matterTitle: string; language: Language }) {
  const { t } = useTranslation('clients');
  const section = useRef<HTMLElement>(null);
  const letters = useQuery(lettersQuery(matterId));
  const accept = useAcceptLetter(matterId);
  const latest = letters.data?.[0];
  if (letters.isError) return <p role="alert">{t('loadError')}</p>;
  if (!latest) return null;
  const acceptance = latest.engagement_acceptances;

  return (
    <section ref={section} aria-labelledby="letter-title" className={styles.section} data-testid="engagement-letter">
      <p data-print-only>
        {FIRM.name} — {matterTitle}
      </p>
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
        <div className={styles.actions} data-print-hide>
          <p>{letters.data!.length > 1 ? t('letter.newTerms') : t('letter.pleaseAccept')}</p>
          <Button onClick={() => accept.mutate({ letterId: latest.id, body: latest.body })} disabled={accept.isPending}>
            {t('letter.accept')}
          </Button>
          {accept.isError && <p role="alert">{t('letter.acceptError')}</p>}
        </div>
      )}
      <div className={styles.actions} data-print-hide>
        <Button variant="secondary" onClick={() => section.current && printSection(section.current)}>
          {t('letter.print')}
        </Button>
      </div>
    </section>
  );
}
