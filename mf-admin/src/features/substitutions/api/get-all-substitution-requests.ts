// The whole filtered list in display order, notes included, for the CSV.
import { readAllRows } from '@/lib/read-all-rows';
import { todayIso } from '../lib/hearing-dates';
import { partsOf, wholePart } from './get-substitution-requests';
import type { SubstitutionFilters } from './substitution-filters';
import type { SubstitutionRequest } from './substitution-request';

export async function getAllSubstitutionRequests(filters: SubstitutionFilters): Promise<SubstitutionRequest[]> {
  const today = todayIso();
  const rows: SubstitutionRequest[] = [];
  for (const part of partsOf(filters)) {
    rows.push(...(await readAllRows((from, to) => wholePart(filters, part, today).range(from, to).overrideTypes<SubstitutionRequest[], { merge: false }>())));
  }
  return rows;
}
