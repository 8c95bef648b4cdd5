// The matter's states in order, the current one marked, and the firm's dated updates.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import type { Tables } from 'shared-core/database';

type Status = Tables<'matters'>['status'];
import { formatDate } from '@/lib/format';
import { matterUpdatesQuery } from '../api/get-matter-updates';
import styles from './matters.module.css';

const STATES: Status[] = ['opened', 'documents_requested', 'in_progress', 'filed', 'hearing_scheduled', 'resolved', 'closed'];

export function StatusTimeline({ matterId, status, language }: { matterId: string; status: Status; language: Language }) {
  const { t } = useTranslation('clients');
  const updates = useQuery(matterUpdatesQuery(matterId));
  const current = STATES.indexOf(status);
  return (
    <section aria-labelledby="timeline-title" className={styles.section}>
      <h2 id="timeline-title">{t('matter.timeline')}</h2>
      <ol className={styles.states}>
        {STATES.map((state, index) => (
          <li
            key={state}
            className={index < current ? styles.done : index === current ? styles.current : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            {t(`status.${state}`)}
          </li>
        ))}
      </ol>
      <h3>{t('matter.updates')}</h3>
      {updates.isError && <p role="alert">{t('loadError')}</p>}
      {updates.data?.length === 0 && <p>{t('matter.noUpdates')}</p>}
      <ol className={styles.updates} data-testid="matter-updates">
        {updates.data
          ?.slice()
          .reverse()
          .map((update) => (
            <li key={update.id}>
              <time dateTime={update.created_at}>{formatDate(update.created_at, language, true)}</time>
              {update.status && <p className={styles.status}>{t('matter.statusChanged', { status: t(`status.${update.status}`) })}</p>}
              <p className={styles.body}>{update.body}</p>
            </li>
          ))}
      </ol>
    </section>
  );
}
