// "My matters": each with its translated state and next step, linking to its page.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor, type Language } from 'shared-i18n';
import { LoadingFallback } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { formatDate } from '@/lib/format';
import { mattersQuery } from '../api/get-matters';
import styles from './matters.module.css';

export function MattersList({ language }: { language: Language }) {
  const { t } = useTranslation('clients');
  const { data, isPending, isError } = useQuery(mattersQuery());
  if (isPending) return <LoadingFallback />;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  return (
    <section aria-labelledby="matters-title" data-page="clients:matters">
      <h1 id="matters-title">{t('matters.title')}</h1>
      {data.length === 0 ? (
        <p>{t('matters.none')}</p>
      ) : (
        <ul className={styles.cards}>
          {data.map((matter) => (
            <li key={matter.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={pathFor({ page: 'clientArea', subpath: matter.id }, language)}>{matter.title}</Link>
              </h2>
              <p className={styles.meta}>
                {t(`areas.${matter.practice_area}`)} · <span className={styles.status}>{t(`status.${matter.status}`)}</span>
              </p>
              {matter.next_step && (
                <p>
                  <strong>{t('matter.nextStep')}:</strong> {matter.next_step}
                  {matter.next_step_on && ` — ${formatDate(matter.next_step_on, language)}`}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
