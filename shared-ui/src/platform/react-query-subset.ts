// What the apps use of TanStack Query, shared under the package's own name (config/mf-shared.ts):
// a shared package is never tree-shaken, so sharing @tanstack/react-query itself sent every hook
// and helper (13.7 kB gzip) to every visitor for these (11.2 kB). The real package is reached through
// '#tanstack-react-query' (package.json "imports"), a request the federation plugin does not take
// for the shared '@tanstack/react-query'. config/mf-shared.test.ts fails when an app imports a name
// that is not here.
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '#tanstack-react-query';
