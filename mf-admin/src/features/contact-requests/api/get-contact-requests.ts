// One page of the inbox, newest first, filtered on the server. The list downloads only the columns it
// shows (no message bodies), so one huge request cannot stall the screen; the detail dialog loads the
// whole request (get-contact-request.ts).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { readPage } from '@/lib/read-page';
import { searchFilter } from '@/lib/search';
import type { ContactFilters } from './contact-filters';
import type { ContactRequest } from './contact-request';
import { contactRequestKeys } from './keys';

const SEARCH_COLUMNS = ['name', 'email', 'phone', 'message'] as const;
/** What a row of the list shows. */
const LIST_COLUMNS = 'id, created_at, name, email, practice_area, language, status, status_changed_at, status_changed_by';

export type ContactRequestListRow = Pick<
  ContactRequest,
  'id' | 'created_at' | 'name' | 'email' | 'practice_area' | 'language' | 'status' | 'status_changed_at' | 'status_changed_by'
>;

/** The filtered query without a range: shared by the page (list columns) and the CSV export (all). */
export function filteredContactRequests(filters: ContactFilters, columns: string, count?: 'exact') {
  let query = getSupabase()
    .from('contact_requests')
    .select(columns, count ? { count } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.practiceArea) query = query.eq('practice_area', filters.practiceArea);
  if (filters.language) query = query.eq('language', filters.language);
  const search = searchFilter(SEARCH_COLUMNS, filters.search);
  if (search) query = query.or(search);
  return query.order('created_at', { ascending: false }).order('id', { ascending: true });
}

export const contactRequestsQueryOptions = (filters: ContactFilters, page: number) =>
  queryOptions({
    queryKey: contactRequestKeys.list(filters, page),
    queryFn: () =>
      readPage(
        (from, to) => filteredContactRequests(filters, LIST_COLUMNS, 'exact').range(from, to).overrideTypes<ContactRequestListRow[], { merge: false }>(),
        page,
      ),
    placeholderData: keepPreviousData,
    // The inbox is a work queue: fresher than the app-wide five minutes.
    staleTime: 30_000,
  });
