// One page of the inbox, newest first, filtered on the server. The list downloads only the columns it
// shows (no message bodies), so one huge request cannot stall the screen; the detail dialog loads the
// whole request (get-contact-request.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { PAGE_SIZE } from '../../../components/pagination';
import { searchFilter } from '../../../lib/search';
import type { ContactFilters, ContactRequest } from './types';

const SEARCH_COLUMNS = ['name', 'email', 'phone', 'message'] as const;
/** What a row of the list shows. */
export const LIST_COLUMNS = 'id, created_at, name, email, practice_area, language, status, status_changed_at, status_changed_by';

export type ContactRequestListRow = Pick<
  ContactRequest,
  'id' | 'created_at' | 'name' | 'email' | 'practice_area' | 'language' | 'status' | 'status_changed_at' | 'status_changed_by'
>;

/** The filtered query without a range: shared by the page (list columns) and the CSV export (all). */
export function contactRequestsQuery(filters: ContactFilters, count?: 'exact', columns = '*') {
  let query = getSupabase().from('contact_requests').select(columns, count ? { count } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.practiceArea) query = query.eq('practice_area', filters.practiceArea);
  if (filters.language) query = query.eq('language', filters.language);
  const search = searchFilter(SEARCH_COLUMNS, filters.search);
  if (search) query = query.or(search);
  return query.order('created_at', { ascending: false }).order('id', { ascending: true });
}

export function useContactRequests(filters: ContactFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'contact_requests', filters, page],
    queryFn: async () => {
      const from = page * PAGE_SIZE;
      const { data, error, count } = await contactRequestsQuery(filters, 'exact', LIST_COLUMNS).range(from, from + PAGE_SIZE - 1);
      if (error?.code === 'PGRST103') {
        // The page is past the end (the list shrank): answer the total so the screen steps back.
        const head = await contactRequestsQuery(filters, 'exact', 'id').limit(1);
        if (head.error) throw head.error;
        return { rows: [] as ContactRequestListRow[], total: head.count ?? 0 };
      }
      if (error) throw error;
      return { rows: (data ?? []) as unknown as ContactRequestListRow[], total: count ?? 0 };
    },
    placeholderData: keepPreviousData,
    // The inbox is a work queue: fresher than the app-wide five minutes.
    staleTime: 30_000,
  });
}
