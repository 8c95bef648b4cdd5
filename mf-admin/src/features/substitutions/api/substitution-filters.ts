// The substitutions list's filters ('' = any status).
export const WHEN_FILTERS = ['all', 'upcoming', 'overdue', 'past'] as const;
export type WhenFilter = (typeof WHEN_FILTERS)[number];

export interface SubstitutionFilters {
  search: string;
  status: string;
  when: WhenFilter;
}

export const DEFAULT_SUBSTITUTION_FILTERS: SubstitutionFilters = { search: '', status: '', when: 'all' };
