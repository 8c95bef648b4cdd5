// The admin's list screens (contact inbox, substitutions, testimonials): the header (title, lead,
// actions, CSV of the filtered list), the filters, and the paged table with its loading, empty and
// error states. A screen says which filters it has, what a row shows and what the CSV holds.
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { datedFileName, downloadCsv, toCsv, type CsvCell } from '@/lib/csv';
import { errorMessage } from '@/lib/errors';
import type { ListPage } from '@/lib/read-page';
import styles from './screen.module.css';
import { useFilteredPages } from '@/lib/use-filtered-pages';
import { PagedTable } from './paged-table';

type ListFilters = { search?: string };

/** The state of a list screen: its filters, page and current page of rows. */
export type ListState<Filters extends ListFilters, Row> = ReturnType<typeof useFilteredPages<Filters>> & { result: UseQueryResult<ListPage<Row>> };

/** `query`: a page of the list for these filters (a feature's `queryOptions`). */
export function useList<Filters extends ListFilters, Row, Key extends QueryKey>(
  initial: Filters,
  query: (filters: Filters, page: number) => UseQueryOptions<ListPage<Row>, Error, ListPage<Row>, Key>,
): ListState<Filters, Row> {
  const pages = useFilteredPages(initial);
  const result = useQuery(query(pages.query, pages.page));
  return { ...pages, result };
}

/** A filter above the list: the search box, or a choice among `options` ('' = any, labelled `any`). */
export type ListFilter<Filters> =
  | { kind: 'search'; label: string; help: string }
  | { kind: 'select'; key: keyof Filters & string; label: string; options: ReadonlyArray<{ value: string; label: string }>; any?: string };

/** The CSV of the filtered list: every row (not only the page), as `columns` and `cells`. */
export interface ListCsv<Filters, Row> {
  fileName: string;
  columns: readonly string[];
  rows: (filters: Filters) => Promise<Row[]>;
  cells: (row: Row) => CsvCell[];
}

interface ListScreenProps<Filters extends ListFilters, Row, CsvRow> {
  /** The screen's `data-page` (admin:<path>). */
  page: string;
  title: string;
  lead: string;
  list: ListState<Filters, Row>;
  /** More buttons in the header (e.g. "new"). */
  actions?: ReactNode;
  /** What sits between the header and the filters (warnings, refusals). */
  notice?: ReactNode;
  filters?: ReadonlyArray<ListFilter<Filters>>;
  csv?: ListCsv<Filters, CsvRow>;
  caption: string;
  columns: string[];
  renderRow: (row: Row) => ReactNode;
  emptyText?: string;
  /** Dialogs and the like after the table. */
  children?: ReactNode;
}

function CsvButton<Filters, Row>({ csv, filters, loading }: { csv: ListCsv<Filters, Row>; filters: Filters; loading: boolean }) {
  const { t } = useTranslation('admin');
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await csv.rows(filters);
      downloadCsv(datedFileName(csv.fileName), toCsv(csv.columns, rows.map(csv.cells)));
      toast.success(t('inbox.csv.done', { count: rows.length }));
    } catch (exportError) {
      toast.error(errorMessage(t, exportError));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" onClick={exportCsv} disabled={exporting || loading}>
      {exporting ? t('inbox.csv.exporting') : t('inbox.csv.export')}
    </Button>
  );
}

function FilterFields<Filters extends ListFilters, Row>({ fields, list }: { fields: ReadonlyArray<ListFilter<Filters>>; list: ListState<Filters, Row> }) {
  const { t } = useTranslation('admin');
  const { filters, setFilter, clearFilters } = list;
  return (
    <div role="search" className={styles.filters} aria-label={t('inbox.filters.label')}>
      {fields.map((field) =>
        field.kind === 'search' ? (
          <FormField key="search" label={field.label} help={field.help}>
            {(control) => (
              <input
                {...control}
                type="search"
                className={controlClassName}
                value={filters.search ?? ''}
                onChange={(event) => setFilter('search', event.target.value as Filters['search'])}
              />
            )}
          </FormField>
        ) : (
          <FormField key={field.key} label={field.label}>
            {(control) => (
              <select
                {...control}
                className={controlClassName}
                value={String(filters[field.key] ?? '')}
                onChange={(event) => setFilter(field.key, event.target.value as Filters[typeof field.key])}
              >
                {field.any !== undefined && <option value="">{field.any}</option>}
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ),
      )}
      <div>
        <Button variant="ghost" onClick={clearFilters}>
          {t('inbox.filters.clear')}
        </Button>
      </div>
    </div>
  );
}

export function ListScreen<Filters extends ListFilters, Row, CsvRow>(props: ListScreenProps<Filters, Row, CsvRow>) {
  const { list, csv, filters } = props;
  return (
    <section data-page={props.page} className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{props.title}</h1>
          <p className={styles.lead}>{props.lead}</p>
        </div>
        {csv && <CsvButton csv={csv} filters={list.query} loading={list.result.isPending} />}
        {props.actions}
      </header>
      {props.notice}
      {filters && filters.length > 0 && <FilterFields fields={filters} list={list} />}
      <PagedTable
        caption={props.caption}
        columns={props.columns}
        result={list.result}
        renderRow={props.renderRow}
        page={list.page}
        onPage={list.setPage}
        emptyText={props.emptyText}
      />
      {props.children}
    </section>
  );
}
