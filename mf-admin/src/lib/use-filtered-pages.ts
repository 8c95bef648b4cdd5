import { useState } from 'react';
import { useDebounced } from './use-debounced';

/**
 * Filters and page of an admin list. Changing or clearing a filter goes back to the first page;
 * `query` is what to ask the server for, with the search text (when the list has one) debounced.
 */
export function useFilteredPages<Filters extends { search?: string }>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(0);
  const search = useDebounced(filters.search);
  const setFilter = <Key extends keyof Filters>(key: Key, value: Filters[Key]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(0);
  };
  const clearFilters = () => {
    setFilters(initial);
    setPage(0);
  };
  const query: Filters = search === undefined ? filters : { ...filters, search };
  return { filters, query, setFilter, clearFilters, page, setPage };
}
