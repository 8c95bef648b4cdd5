// Substitution requests, upcoming hearings first (soonest first), then past ones (latest first).
// Two server queries stitched into one paginated list, so 10,000 rows never load at once.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { PAGE_SIZE } from '../../../components/pagination';
import { searchFilter } from '../../../lib/search';
import { OPEN_STATUSES, todayIso, type SubstitutionFilters, type SubstitutionRequest } from './types';

// The list downloads only what its rows show (no notes); the detail loads the whole request.
export const LIST_COLUMNS =
  'id, created_at, hearing_date, hearing_time, court, city, procedure_type, lawyer_name, colegiado_number, status, assigned_lawyer';
export type SubstitutionListRow = Pick<
  SubstitutionRequest,
  | 'id' | 'created_at' | 'hearing_date' | 'hearing_time' | 'court' | 'city' | 'procedure_type' | 'lawyer_name' | 'colegiado_number'
  | 'status' | 'assigned_lawyer'
>;

const SEARCH_COLUMNS = ['lawyer_name', 'colegiado_number', 'email', 'court', 'city', 'procedure_type', 'assigned_lawyer'] as const;

type Part = 'upcoming' | 'past';

function partQuery(filters: SubstitutionFilters, part: Part, today: string, columns = LIST_COLUMNS) {
  let query = getSupabase().from('substitution_requests').select(columns);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.when === 'overdue') query = query.in('status', [...OPEN_STATUSES]);
  const search = searchFilter(SEARCH_COLUMNS, filters.search);
  if (search) query = query.or(search);
  return part === 'upcoming'
    ? query.gte('hearing_date', today).order('hearing_date', { ascending: true }).order('hearing_time', { ascending: true }).order('id')
    : query.lt('hearing_date', today).order('hearing_date', { ascending: false }).order('hearing_time', { ascending: false }).order('id');
}

function countQuery(filters: SubstitutionFilters, part: Part, today: string) {
  let query = getSupabase().from('substitution_requests').select('id', { count: 'exact', head: true });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.when === 'overdue') query = query.in('status', [...OPEN_STATUSES]);
  const search = searchFilter(SEARCH_COLUMNS, filters.search);
  if (search) query = query.or(search);
  return part === 'upcoming' ? query.gte('hearing_date', today) : query.lt('hearing_date', today);
}

function partsOf(filters: SubstitutionFilters): Part[] {
  if (filters.when === 'upcoming') return ['upcoming'];
  if (filters.when === 'past' || filters.when === 'overdue') return ['past'];
  return ['upcoming', 'past'];
}

/** Rows [from, to] of the stitched list, plus the total. */
async function fetchRange(filters: SubstitutionFilters, from: number, to: number) {
  const today = todayIso();
  const parts = partsOf(filters);
  // Counts first: asking PostgREST for a range past the end is an error (416), not an empty page.
  const sizes = await Promise.all(
    parts.map(async (part) => {
      const { count, error } = await countQuery(filters, part, today);
      if (error) throw error;
      return count ?? 0;
    }),
  );
  const rows: SubstitutionListRow[] = [];
  let offset = 0; // rows of the stitched list before the current part
  for (const [index, part] of parts.entries()) {
    const size = sizes[index];
    const start = Math.max(0, from - offset);
    const end = Math.min(size - 1, to - offset);
    if (start <= end) {
      const { data, error } = await partQuery(filters, part, today).range(start, end);
      if (error) throw error;
      rows.push(...((data ?? []) as unknown as SubstitutionListRow[]));
    }
    offset += size;
  }
  return { rows, total: offset };
}

export function useSubstitutionRequests(filters: SubstitutionFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'substitution_requests', filters, page],
    queryFn: () => fetchRange(filters, page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Open requests whose hearing day has passed (shown as a warning above the list). */
export function useOverdueCount() {
  return useQuery({
    queryKey: ['admin', 'substitution_requests', 'overdue-count'],
    queryFn: async () => {
      const { count, error } = await getSupabase()
        .from('substitution_requests')
        .select('id', { count: 'exact', head: true })
        .in('status', [...OPEN_STATUSES])
        .lt('hearing_date', todayIso());
      if (error) throw error;
      return count ?? 0;
    },
    staleTime: 30_000,
  });
}

/** The whole filtered list in display order, for the CSV. */
export async function fetchAllSubstitutionRequests(filters: SubstitutionFilters): Promise<SubstitutionRequest[]> {
  const rows: SubstitutionRequest[] = [];
  const today = todayIso();
  for (const part of partsOf(filters)) {
    for (let from = 0; ; from += 1000) {
      const { data, error } = await partQuery(filters, part, today, '*').range(from, from + 999);
      if (error) throw error;
      rows.push(...((data ?? []) as unknown as SubstitutionRequest[]));
      if (!data || data.length < 1000) break;
    }
  }
  return rows;
}
