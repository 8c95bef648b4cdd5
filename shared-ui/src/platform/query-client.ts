import { QueryClient } from '@tanstack/react-query';

/** The spec's data defaults: no refetch on focus, five minutes fresh, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 300_000, retry: 1 },
    },
  });
}
