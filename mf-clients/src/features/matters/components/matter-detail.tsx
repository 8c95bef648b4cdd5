// One matter: state and next step, the timeline, the engagement letter, bookings, documents, messages.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor, type Language } from 'shared-i18n';
import { LoadingFallback } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { formatDate } from '@/lib/format';
import { matterQuery } from '../api/get-matter';
import { BookingsSection } from './bookings-section';
import { DocumentsSection } from './documents-section';
import { EngagementLetter } from './engagement-letter';
import { MessagesSection } from './messages-section';
import { StatusTimeline } from './status-timeline';
import styles from './matters.module.css';

export function MatterDetail({ matterId, language }: { matterId: string; language: Language }) {
  const { t } = useTranslation('clients');
  const matter = useQuery(matterQuery(matterId));
  const back = <Link to={pathFor({ page: 'clientArea', subpath: '' }, language)}>{t('matter.back')}</Link>;
  if (matter.isPending) return <LoadingFallback />;
  if (matter.isError) return <p role="alert">{t('loadError')}</p>;
  if (!matter.data)
    return (
      <section data-page="clients:notFound">
        <h1>{t('matter.notFound')}</h1>
        {back}
      </section>
    );
  const data = matter.data;
  return (
    <article aria-labelledby="matter-title" data-page="clients:matter">
      <p>{back}</p>
      <h1 id="matter-title">{data.title}</h1>
      <dl className={styles.facts}>
        <dt>{t('matter.area')}</dt>
        <dd>{t(`areas.${data.practice_area}`)}</dd>
        <dt>{t('matter.status')}</dt>
        <dd data-testid="matter-status">{t(`status.${data.status}`)}</dd>
        {data.lawyer_name && (
          <>
            <dt>{t('matter.lawyer')}</dt>
            <dd>{data.lawyer_name}</dd>
          </>
        )}
        <dt>{t('matter.nextStep')}</dt>
        <dd>{data.next_step ? `${data.next_step}${data.next_step_on ? ` — ${formatDate(data.next_step_on, language)}` : ''}` : t('matter.noNextStep')}</dd>
      </dl>
      <EngagementLetter matterId={matterId} matterTitle={data.title} language={language} />
      <StatusTimeline matterId={matterId} status={data.status} language={language} />
      <BookingsSection matterId={matterId} language={language} />
      <DocumentsSection matterId={matterId} language={language} />
      <MessagesSection matterId={matterId} language={language} />
    </article>
  );
}
