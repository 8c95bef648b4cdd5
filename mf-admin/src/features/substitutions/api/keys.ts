import type { SubstitutionFilters } from './substitution-filters';

export const substitutionKeys = {
  all: ['admin', 'substitution-requests'] as const,
  lists: () => [...substitutionKeys.all, 'list'] as const,
  list: (filters: SubstitutionFilters, page: number) => [...substitutionKeys.lists(), filters, page] as const,
  overdueCount: () => [...substitutionKeys.lists(), 'overdue-count'] as const,
  detail: (id: string) => [...substitutionKeys.all, 'detail', id] as const,
};
