// Contact inbox (/config-blogmr/cuestionario): the requests of the public contact form, newest
// first, with waiting time, filters, a detail dialog with replies, and a CSV of the filtered list.
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from 'shared-i18n';
import { Dialog } from 'shared-ui/dialog';
import { LinkedRequestDialog } from '@/components/linked-request-dialog';
import { ListScreen, useList, type ListCsv, type ListFilter } from '@/components/list-screen';
import { formatDateTime } from '@/lib/format';
import { languageName } from '@/lib/language-name';
import styles from '@/components/screen.module.css';
import { EMPTY_CONTACT_FILTERS, type ContactFilters } from '@/features/contact-requests/api/contact-filters';
import { CONTACT_STATUSES, PRACTICE_AREAS, type ContactRequest } from '@/features/contact-requests/api/contact-request';
import { getAllContactRequests } from '@/features/contact-requests/api/get-all-contact-requests';
import { contactRequestQueryOptions } from '@/features/contact-requests/api/get-contact-request';
import { contactRequestsQueryOptions, type ContactRequestListRow } from '@/features/contact-requests/api/get-contact-requests';
import { OVERDUE_MS, waitingMs, waitingParts } from '@/features/contact-requests/lib/waiting';
import { ContactRequestDetailLoader } from '@/features/contact-requests/components/contact-request-detail';

const STATUS_BADGE: Record<string, string | undefined> = { new: styles.badgeNew, answered: styles.badgeOk };
const CSV_COLUMNS = [
  'created_at',
  'name',
  'email',
  'phone',
  'practice_area',
  'consultation_format',
  'language',
  'status',
  'status_changed_at',
  'message',
] as const;

export function WaitingTime({ since, now }: { since: string; now: number }) {
  const { t } = useTranslation('admin');
  const ms = waitingMs(since, now);
  const { days, hours, minutes } = waitingParts(ms);
  const text = days ? t('inbox.waiting.days', { days, hours }) : hours ? t('inbox.waiting.hours', { hours, minutes }) : t('inbox.waiting.minutes', { minutes });
  return ms > OVERDUE_MS ? (
    <span className={styles.danger} data-overdue="true">
      {text} <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('inbox.waiting.overdue')}</span>
    </span>
  ) : (
    <span>{text}</span>
  );
}

function ContactRow({ request, now }: { request: ContactRequestListRow; now: number }) {
  const { t, i18n } = useTranslation('admin');
  const waiting = request.status === 'new' || request.status === 'in_progress';
  const overdue = waiting && waitingMs(request.created_at, now) > OVERDUE_MS;
  return (
    <tr className={overdue ? styles.rowAlert : undefined} data-request-id={request.id}>
      <td className={styles.nowrap}>{formatDateTime(request.created_at, i18n.language)}</td>
      <td>{waiting ? <WaitingTime since={request.created_at} now={now} /> : <span className={styles.muted}>—</span>}</td>
      <th scope="row">
        {request.name}
        <br />
        <span className={styles.muted}>{request.email}</span>
      </th>
      <td>{t(`inbox.areas.${request.practice_area}`)}</td>
      <td lang={request.language}>{languageName(request.language)}</td>
      <td>
        <span className={`${styles.badge} ${STATUS_BADGE[request.status] ?? ''}`}>{t(`inbox.status.${request.status}`)}</span>
      </td>
      <td>
        <Dialog
          size="lg"
          title={t('inbox.detail.title', { name: request.name })}
          closeLabel={t('inbox.close')}
          trigger={
            <button type="button" className={styles.textButton} aria-label={t('inbox.open', { name: request.name })}>
              {t('inbox.openShort')}
            </button>
          }
        >
          <ContactRequestDetailLoader row={request} />
        </Dialog>
      </td>
    </tr>
  );
}

export default function ContactRequestsScreen() {
  const { t } = useTranslation('admin');
  const list = useList(EMPTY_CONTACT_FILTERS, contactRequestsQueryOptions);
  const now = list.result.dataUpdatedAt || Date.now();

  const filters: ListFilter<ContactFilters>[] = [
    { kind: 'search', label: t('inbox.filters.search'), help: t('inbox.filters.searchHelp') },
    {
      kind: 'select',
      key: 'status',
      label: t('inbox.columns.status'),
      any: t('inbox.filters.all'),
      options: CONTACT_STATUSES.map((status) => ({ value: status, label: t(`inbox.status.${status}`) })),
    },
    {
      kind: 'select',
      key: 'practiceArea',
      label: t('inbox.columns.area'),
      any: t('inbox.filters.all'),
      options: PRACTICE_AREAS.map((area) => ({ value: area, label: t(`inbox.areas.${area}`) })),
    },
    {
      kind: 'select',
      key: 'language',
      label: t('inbox.columns.language'),
      any: t('inbox.filters.all'),
      options: LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code) })),
    },
  ];
  const csv: ListCsv<ContactFilters, ContactRequest> = {
    fileName: t('inbox.csv.fileName'),
    columns: CSV_COLUMNS.map((column) => t(`inbox.csv.${column}`)),
    rows: getAllContactRequests,
    cells: (row) => [
      row.created_at,
      row.name,
      row.email,
      row.phone,
      t(`inbox.areas.${row.practice_area}`),
      t(`inbox.formats.${row.consultation_format}`, { defaultValue: row.consultation_format }),
      row.language,
      t(`inbox.status.${row.status}`),
      row.status_changed_at,
      row.message,
    ],
  };

  return (
    <ListScreen
      page="admin:cuestionario"
      title={t('screens.cuestionario')}
      lead={t('inbox.lead')}
      list={list}
      filters={filters}
      csv={csv}
      caption={t('inbox.caption')}
      columns={[
        t('inbox.columns.received'),
        t('inbox.columns.waiting'),
        t('inbox.columns.client'),
        t('inbox.columns.area'),
        t('inbox.columns.language'),
        t('inbox.columns.status'),
      ]}
      renderRow={(request) => <ContactRow key={request.id} request={request} now={now} />}
    >
      <LinkedRequestDialog query={contactRequestQueryOptions} title={(request) => t('inbox.detail.title', { name: request.name })}>
        {(request) => <ContactRequestDetailLoader row={request} />}
      </LinkedRequestDialog>
    </ListScreen>
  );
}
