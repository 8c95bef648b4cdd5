// The table of the admin's list screens (list-screen.tsx): caption, column headers, a row per
// record, the empty and loading rows, the load error with a retry, and paging. Each screen only
// says what a row shows.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { errorMessage } from '@/lib/errors';
import styles from './screen.module.css';
import { PAGE_SIZE, Pagination } from './pagination';

export interface PagedResult<Row> {
  data?: { rows: Row[]; total: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface PagedTableProps<Row> {
  caption: string;
  /** Header labels; a last, visually hidden "actions" column is added. */
  columns: string[];
  result: PagedResult<Row>;
  renderRow: (row: Row) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  emptyText?: string;
}

export function PagedTable<Row>({ caption, columns, result, renderRow, page, onPage, emptyText }: PagedTableProps<Row>) {
  const { t } = useTranslation('admin');
  const { data, isPending, isError, error, refetch } = result;
  const total = data?.total ?? 0;
  // After a deletion or a narrower filter the current page may no longer exist.
  const lastPage = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  useEffect(() => {
    if (data && page > lastPage) onPage(lastPage);
  }, [data, page, lastPage, onPage]);

  if (isError && !data) {
    return (
      <div role="alert">
        <p className={styles.error}>{errorMessage(t, error)}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('inbox.retry')}
        </Button>
      </div>
    );
  }
  const span = columns.length + 1;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-busy={isPending}>
          <caption data-visually-hidden>{caption}</caption>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">
                <span data-visually-hidden>{t('inbox.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.rows.map(renderRow)}
            {data && data.rows.length === 0 && (
              <tr>
                <td colSpan={span}>{emptyText ?? t('inbox.empty')}</td>
              </tr>
            )}
            {isPending && (
              <tr>
                <td colSpan={span}>{t('inbox.loading')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(t, error)}
        </p>
      )}
      <Pagination page={page} total={total} onPage={onPage} />
    </>
  );
}
