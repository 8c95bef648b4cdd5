// Contact inbox (/config-blogmr/cuestionario): the requests of the public contact form, newest
// first, with waiting time, filters, a detail dialog with replies, and a CSV of the filtered list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { fetchAllContactRequests } from '../api/export-contact-requests';
import { contactRequestQueryOptions } from '../api/get-contact-request';
import { useContactRequests, type ContactRequestListRow } from '../api/get-contact-requests';
import { CONTACT_STATUSES, EMPTY_CONTACT_FILTERS, PRACTICE_AREAS, type ContactFilters } from '../api/types';
import { LinkedRequestDialog } from '../../../components/linked-request-dialog';
import { PagedTable } from '../../../components/paged-table';
import { datedFileName, downloadCsv, toCsv } from '../../../lib/csv';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { languageName } from '../../../lib/language-name';
import styles from '../../../lib/screen.module.css';
import { useFilteredPages } from '../../../lib/use-filtered-pages';
import { OVERDUE_MS, waitingMs, waitingParts } from '../lib/waiting';
import { ContactRequestDetailLoader } from './contact-request-detail';

const STATUS_BADGE: Record<string, string | undefined> = { new: styles.badgeNew, answered: styles.badgeOk };

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
  const { filters, query, setFilter, clearFilters, page, setPage } = useFilteredPages<ContactFilters>(EMPTY_CONTACT_FILTERS);
  const [exporting, setExporting] = useState(false);
  const result = useContactRequests(query, page);
  const now = result.dataUpdatedAt || Date.now();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllContactRequests(query);
      const header = ['created_at', 'name', 'email', 'phone', 'practice_area', 'consultation_format', 'language', 'status', 'status_changed_at', 'message'].map((column) =>
        t(`inbox.csv.${column}`),
      );
      const csv = toCsv(
        header,
        rows.map((row) => [
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
        ]),
      );
      downloadCsv(datedFileName(t('inbox.csv.fileName')), csv);
      toast.success(t('inbox.csv.done', { count: rows.length }));
    } catch (exportError) {
      toast.error(errorMessage(t, exportError));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section data-page="admin:cuestionario" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.cuestionario')}</h1>
          <p className={styles.lead}>{t('inbox.lead')}</p>
        </div>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting || result.isPending}>
          {exporting ? t('inbox.csv.exporting') : t('inbox.csv.export')}
        </Button>
      </header>

      <div role="search" className={styles.filters} aria-label={t('inbox.filters.label')}>
        <FormField label={t('inbox.filters.search')} help={t('inbox.filters.searchHelp')}>
          {(control) => (
            <input {...control} type="search" className={controlClassName} value={filters.search} onChange={(event) => setFilter('search', event.target.value)} />
          )}
        </FormField>
        <FormField label={t('inbox.columns.status')}>
          {(control) => (
            <select {...control} className={controlClassName} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
              <option value="">{t('inbox.filters.all')}</option>
              {CONTACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`inbox.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('inbox.columns.area')}>
          {(control) => (
            <select {...control} className={controlClassName} value={filters.practiceArea} onChange={(event) => setFilter('practiceArea', event.target.value)}>
              <option value="">{t('inbox.filters.all')}</option>
              {PRACTICE_AREAS.map((area) => (
                <option key={area} value={area}>
                  {t(`inbox.areas.${area}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('inbox.columns.language')}>
          {(control) => (
            <select {...control} className={controlClassName} value={filters.language} onChange={(event) => setFilter('language', event.target.value)}>
              <option value="">{t('inbox.filters.all')}</option>
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
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
        caption={t('inbox.caption')}
        columns={[
          t('inbox.columns.received'),
          t('inbox.columns.waiting'),
          t('inbox.columns.client'),
          t('inbox.columns.area'),
          t('inbox.columns.language'),
          t('inbox.columns.status'),
        ]}
        result={result}
        renderRow={(request) => <ContactRow key={request.id} request={request} now={now} />}
        page={page}
        onPage={setPage}
      />
      <LinkedRequestDialog query={contactRequestQueryOptions} title={(request) => t('inbox.detail.title', { name: request.name })}>
        {(request) => <ContactRequestDetailLoader row={request} />}
      </LinkedRequestDialog>
    </section>
  );
}
