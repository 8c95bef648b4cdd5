// Substitutions dashboard (/config-blogmr/sustituciones): hearings other lawyers ask the firm to
// cover, upcoming ones first, overdue ones flagged, with the workflow in a detail dialog.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { LinkedRequestDialog } from '@/components/linked-request-dialog';
import { ListScreen, useList, type ListCsv, type ListFilter } from '@/components/list-screen';
import { formatDate } from '@/lib/format';
import styles from '@/components/screen.module.css';
import { getAllSubstitutionRequests } from '@/features/substitutions/api/get-all-substitution-requests';
import { overdueCountQueryOptions } from '@/features/substitutions/api/get-overdue-count';
import { substitutionRequestQueryOptions } from '@/features/substitutions/api/get-substitution-request';
import { substitutionRequestsQueryOptions, type SubstitutionListRow } from '@/features/substitutions/api/get-substitution-requests';
import { DEFAULT_SUBSTITUTION_FILTERS, WHEN_FILTERS, type SubstitutionFilters } from '@/features/substitutions/api/substitution-filters';
import { SUBSTITUTION_STATUSES, type SubstitutionRequest } from '@/features/substitutions/api/substitution-request';
import { isOverdue } from '@/features/substitutions/lib/hearing-dates';
import { SubstitutionDetailLoader } from '@/features/substitutions/components/substitution-detail';

const STATUS_BADGE: Record<string, string | undefined> = { new: styles.badgeNew, done: styles.badgeOk, rejected: styles.muted };
const CSV_COLUMNS = [
  'hearing_date',
  'hearing_time',
  'court',
  'city',
  'procedure_type',
  'lawyer_name',
  'colegio',
  'colegiado_number',
  'email',
  'phone',
  'status',
  'assigned_lawyer',
  'rejection_reason',
  'notes',
  'created_at',
] as const;

function SubstitutionRow({ request }: { request: SubstitutionListRow }) {
  const { t, i18n } = useTranslation('admin');
  const overdue = isOverdue(request);
  return (
    <tr className={overdue ? styles.rowAlert : undefined} data-request-id={request.id}>
      <td className={styles.nowrap}>
        {formatDate(request.hearing_date, i18n.language)}
        <br />
        {request.hearing_time.slice(0, 5)}
        {overdue && (
          <>
            <br />
            <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('substitutionsAdmin.overdue')}</span>
          </>
        )}
      </td>
      <td>
        {request.court}
        <br />
        <span className={styles.muted}>{request.city}</span>
      </td>
      <td>{request.procedure_type}</td>
      <th scope="row">
        {request.lawyer_name}
        <br />
        <span className={styles.muted}>{t('substitutionsAdmin.colegiado', { number: request.colegiado_number })}</span>
      </th>
      <td>
        <span className={`${styles.badge} ${STATUS_BADGE[request.status] ?? ''}`}>{t(`substitutionsAdmin.status.${request.status}`)}</span>
        {request.assigned_lawyer && (
          <>
            <br />
            <span className={styles.muted}>{request.assigned_lawyer}</span>
          </>
        )}
      </td>
      <td>
        <Dialog
          size="lg"
          title={t('substitutionsAdmin.detailTitle', { court: request.court })}
          closeLabel={t('inbox.close')}
          trigger={
            <button type="button" className={styles.textButton} aria-label={t('substitutionsAdmin.open', { name: request.lawyer_name, court: request.court })}>
              {t('inbox.openShort')}
            </button>
          }
        >
          <SubstitutionDetailLoader row={request} />
        </Dialog>
      </td>
    </tr>
  );
}

export default function SubstitutionsScreen() {
  const { t } = useTranslation('admin');
  const list = useList(DEFAULT_SUBSTITUTION_FILTERS, substitutionRequestsQueryOptions);
  const { data: overdueCount = 0 } = useQuery(overdueCountQueryOptions());

  const filters: ListFilter<SubstitutionFilters>[] = [
    { kind: 'search', label: t('inbox.filters.search'), help: t('substitutionsAdmin.searchHelp') },
    {
      kind: 'select',
      key: 'when',
      label: t('substitutionsAdmin.when.label'),
      options: WHEN_FILTERS.map((when) => ({ value: when, label: t(`substitutionsAdmin.when.${when}`) })),
    },
    {
      kind: 'select',
      key: 'status',
      label: t('inbox.columns.status'),
      any: t('inbox.filters.all'),
      options: SUBSTITUTION_STATUSES.map((status) => ({ value: status, label: t(`substitutionsAdmin.status.${status}`) })),
    },
  ];
  const csv: ListCsv<SubstitutionFilters, SubstitutionRequest> = {
    fileName: t('substitutionsAdmin.csv.fileName'),
    columns: CSV_COLUMNS.map((column) => t(`substitutionsAdmin.csv.${column}`)),
    rows: getAllSubstitutionRequests,
    cells: (row) => CSV_COLUMNS.map((column) => (column === 'status' ? t(`substitutionsAdmin.status.${row.status}`) : row[column])),
  };

  return (
    <ListScreen
      page="admin:sustituciones"
      title={t('screens.sustituciones')}
      lead={t('substitutionsAdmin.lead')}
      list={list}
      notice={
        overdueCount > 0 && (
          <div className={styles.actions} role="note">
            <p className={styles.danger}>{t('substitutionsAdmin.overdueBanner', { count: overdueCount })}</p>
            {list.filters.when !== 'overdue' && (
              <Button variant="ghost" onClick={() => list.setFilter('when', 'overdue')}>
                {t('substitutionsAdmin.showOverdue')}
              </Button>
            )}
          </div>
        )
      }
      filters={filters}
      csv={csv}
      caption={t('substitutionsAdmin.caption')}
      columns={[
        t('substitutionsAdmin.columns.hearing'),
        t('substitutionsAdmin.columns.court'),
        t('substitutionsAdmin.columns.procedure'),
        t('substitutionsAdmin.columns.lawyer'),
        t('inbox.columns.status'),
      ]}
      renderRow={(request) => <SubstitutionRow key={request.id} request={request} />}
    >
      <LinkedRequestDialog query={substitutionRequestQueryOptions} title={(request) => t('substitutionsAdmin.detailTitle', { court: request.court })}>
        {(request) => <SubstitutionDetailLoader row={request} />}
      </LinkedRequestDialog>
    </ListScreen>
  );
}
