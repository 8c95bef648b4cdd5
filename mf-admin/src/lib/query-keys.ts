// The query keys more than one feature uses. Each feature keeps its own key factory in
// `features/<feature>/api/keys.ts`; a key lands here only when another feature must invalidate it
// (a post saved or a request answered changes the dashboard's counts).
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
};
