// Substitution requests, upcoming hearings first (soonest first), then past ones (latest first).
// Two server queries stitched into one paginated list, so 10,000 rows never load at once.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { PAGE_SIZE } from '@/components/pagination';
import { searchFilter } from '@/lib/search';
import { dataOrThrow } from '@/lib/supabase-result';
import { todayIso } from '../lib/hearing-dates';
import { substitutionKeys } from './keys';
import type { SubstitutionFilters } from './substitution-filters';
import { OPEN_STATUSES, type SubstitutionRequest } from './substitution-request';

// The list downloads only what its rows show (no notes); the detail loads the whole request.
const LIST_COLUMNS = 'id, created_at, hearing_date, hearing_time, court, city, procedure_type, lawyer_name, colegiado_number, status, assigned_lawyer';
export type SubstitutionListRow = Pick<
  SubstitutionRequest,
  | 'id'
  | 'created_at'
  | 'hearing_date'
  | 'hearing_time'
  | 'court'
  | 'city'
  | 'procedure_type'
  | 'lawyer_name'
  | 'colegiado_number'
  | 'status'
  | 'assigned_lawyer'
>;

const SEARCH_COLUMNS = ['lawyer_name', 'colegiado_number', 'email', 'court', 'city', 'procedure_type', 'assigned_lawyer'] as const;

type Part = 'upcoming' | 'past';

/** The rows of one part matching the filters; `head`: only their count. */
function partQuery(filters: SubstitutionFilters, part: Part, today: string, columns: string, head = false) {
  let query = getSupabase()
    .from('substitution_requests')
    .select(columns, head ? { count: 'exact', head } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.when === 'overdue') query = query.in('status', [...OPEN_STATUSES]);
  const search = searchFilter(SEARCH_COLUMNS, filters.search);
  if (search) query = query.or(search);
  return part === 'upcoming'
    ? query.gte('hearing_date', today).order('hearing_date', { ascending: true }).order('hearing_time', { ascending: true }).order('id')
    : query.lt('hearing_date', today).order('hearing_date', { ascending: false }).order('hearing_time', { ascending: false }).order('id');
}

/** The parts of the list the filters ask for, in display order. */
export function partsOf(filters: SubstitutionFilters): Part[] {
  if (filters.when === 'upcoming') return ['upcoming'];
  if (filters.when === 'past' || filters.when === 'overdue') return ['past'];
  return ['upcoming', 'past'];
}

/** All columns of a part, for the CSV (get-all-substitution-requests.ts). */
export const wholePart = (filters: SubstitutionFilters, part: Part, today: string) => partQuery(filters, part, today, '*');

/** Rows [from, to] of the stitched list, plus the total. */
async function fetchRange(filters: SubstitutionFilters, from: number, to: number) {
  const today = todayIso();
  const parts = partsOf(filters);
  // Counts first: asking PostgREST for a range past the end is an error (416), not an empty page.
  const sizes = await Promise.all(
    parts.map(async (part) => {
      const answer = await partQuery(filters, part, today, 'id', true);
      dataOrThrow(answer);
      return answer.count ?? 0;
    }),
  );
  const rows: SubstitutionListRow[] = [];
  let offset = 0; // rows of the stitched list before the current part
  for (const [index, part] of parts.entries()) {
    const size = sizes[index];
    const start = Math.max(0, from - offset);
    const end = Math.min(size - 1, to - offset);
    if (start <= end) {
      rows.push(
        ...(dataOrThrow(await partQuery(filters, part, today, LIST_COLUMNS).range(start, end).overrideTypes<SubstitutionListRow[], { merge: false }>()) ?? []),
      );
    }
    offset += size;
  }
  return { rows, total: offset };
}

export const substitutionRequestsQueryOptions = (filters: SubstitutionFilters, page: number) =>
  queryOptions({
    queryKey: substitutionKeys.list(filters, page),
    queryFn: () => fetchRange(filters, page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
