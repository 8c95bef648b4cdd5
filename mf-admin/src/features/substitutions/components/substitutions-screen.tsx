// Substitutions dashboard (/config-blogmr/sustituciones): hearings other lawyers ask the firm to
// cover, upcoming ones first, overdue ones flagged, with the workflow in a detail dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { LinkedRequestDialog } from '../../../components/linked-request-dialog';
import { PagedTable } from '../../../components/paged-table';
import { datedFileName, downloadCsv, toCsv } from '../../../lib/csv';
import { errorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import styles from '../../../lib/screen.module.css';
import { useFilteredPages } from '../../../lib/use-filtered-pages';
import { fetchAllSubstitutionRequests, useOverdueCount, useSubstitutionRequests, type SubstitutionListRow } from '../api/get-substitution-requests';
import {
  DEFAULT_SUBSTITUTION_FILTERS,
  isOverdue,
  SUBSTITUTION_STATUSES,
  WHEN_FILTERS,
  type SubstitutionFilters,
} from '../api/types';
import { substitutionRequestQueryOptions } from '../api/get-substitution-request';
import { SubstitutionDetailLoader } from './substitution-detail';

const STATUS_BADGE: Record<string, string | undefined> = { new: styles.badgeNew, done: styles.badgeOk, rejected: styles.muted };

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
  const { filters, query, setFilter, clearFilters, page, setPage } = useFilteredPages<SubstitutionFilters>(DEFAULT_SUBSTITUTION_FILTERS);
  const [exporting, setExporting] = useState(false);
  const result = useSubstitutionRequests(query, page);
  const { data: overdueCount = 0 } = useOverdueCount();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllSubstitutionRequests(query);
      const columns = ['hearing_date', 'hearing_time', 'court', 'city', 'procedure_type', 'lawyer_name', 'colegio', 'colegiado_number', 'email', 'phone', 'status', 'assigned_lawyer', 'rejection_reason', 'notes', 'created_at'] as const;
      const csv = toCsv(
        columns.map((column) => t(`substitutionsAdmin.csv.${column}`)),
        rows.map((row) => columns.map((column) => (column === 'status' ? t(`substitutionsAdmin.status.${row.status}`) : row[column]))),
      );
      downloadCsv(datedFileName(t('substitutionsAdmin.csv.fileName')), csv);
      toast.success(t('inbox.csv.done', { count: rows.length }));
    } catch (exportError) {
      toast.error(errorMessage(t, exportError));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section data-page="admin:sustituciones" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.sustituciones')}</h1>
          <p className={styles.lead}>{t('substitutionsAdmin.lead')}</p>
        </div>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting || result.isPending}>
          {exporting ? t('inbox.csv.exporting') : t('inbox.csv.export')}
        </Button>
      </header>

      {overdueCount > 0 && (
        <div className={styles.actions} role="note">
          <p className={styles.danger}>{t('substitutionsAdmin.overdueBanner', { count: overdueCount })}</p>
          {filters.when !== 'overdue' && (
            <Button variant="ghost" onClick={() => setFilter('when', 'overdue')}>
              {t('substitutionsAdmin.showOverdue')}
            </Button>
          )}
        </div>
      )}

      <div role="search" className={styles.filters} aria-label={t('inbox.filters.label')}>
        <FormField label={t('inbox.filters.search')} help={t('substitutionsAdmin.searchHelp')}>
          {(control) => (
            <input {...control} type="search" className={controlClassName} value={filters.search} onChange={(event) => setFilter('search', event.target.value)} />
          )}
        </FormField>
        <FormField label={t('substitutionsAdmin.when.label')}>
          {(control) => (
            <select {...control} className={controlClassName} value={filters.when} onChange={(event) => setFilter('when', event.target.value as SubstitutionFilters['when'])}>
              {WHEN_FILTERS.map((when) => (
                <option key={when} value={when}>
                  {t(`substitutionsAdmin.when.${when}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('inbox.columns.status')}>
          {(control) => (
            <select {...control} className={controlClassName} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
              <option value="">{t('inbox.filters.all')}</option>
              {SUBSTITUTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`substitutionsAdmin.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div>
          <Button variant="ghost" onClick={clearFilters}>
            {t('inbox.filters.clear')}
          </Button>
        </div>
      </div>

      <PagedTable
        caption={t('substitutionsAdmin.caption')}
        columns={[
          t('substitutionsAdmin.columns.hearing'),
          t('substitutionsAdmin.columns.court'),
          t('substitutionsAdmin.columns.procedure'),
          t('substitutionsAdmin.columns.lawyer'),
          t('inbox.columns.status'),
        ]}
        result={result}
        renderRow={(request) => <SubstitutionRow key={request.id} request={request} />}
        page={page}
        onPage={setPage}
      />
      <LinkedRequestDialog query={substitutionRequestQueryOptions} title={(request) => t('substitutionsAdmin.detailTitle', { court: request.court })}>
        {(request) => <SubstitutionDetailLoader row={request} />}
      </LinkedRequestDialog>
    </section>
  );
}
