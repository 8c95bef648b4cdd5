// One page of the firm's matters with their client, most recently changed first, filtered on the
// server (a firm with years of matters must not download them all to find one).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { readPage } from '@/lib/read-page';
import { searchFilter } from '@/lib/search';
import { clientAreaKeys } from './keys';

export type MatterStatus = Tables<'matters'>['status'];

/** The states of a matter, in the order a matter goes through them. */
export const MATTER_STATUSES: readonly MatterStatus[] = ['opened', 'documents_requested', 'in_progress', 'filed', 'hearing_scheduled', 'resolved', 'closed'];

/** The list's filters ('' = any). */
export interface MatterFilters {
  search: string;
  status: string;
  client: string;
}

export const EMPTY_MATTER_FILTERS: MatterFilters = { search: '', status: '', client: '' };

const SEARCH_COLUMNS = ['title', 'next_step'] as const;

export interface MatterListRow {
  id: string;
  title: string;
  status: MatterStatus;
  next_step: string | null;
  next_step_on: string | null;
  clients: { full_name: string; email: string } | null;
}

export const mattersQueryOptions = (filters: MatterFilters, page: number) =>
  queryOptions({
    queryKey: clientAreaKeys.matterList(filters, page),
    queryFn: () =>
      readPage((from, to) => {
        let query = getSupabase().from('matters').select('id, title, status, next_step, next_step_on, clients(full_name, email)', { count: 'exact' });
        if (filters.status) query = query.eq('status', filters.status as MatterStatus);
        if (filters.client) query = query.eq('client_id', filters.client);
        const search = searchFilter(SEARCH_COLUMNS, filters.search);
        if (search) query = query.or(search);
        return query.order('updated_at', { ascending: false }).order('id').range(from, to).overrideTypes<MatterListRow[], { merge: false }>();
      }, page),
    placeholderData: keepPreviousData,
  });
