// supabase-js answers `{ data, error }` instead of throwing; TanStack Query needs a throw to show
// its error state. Every api file unwraps its answer here.
export function dataOrThrow<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
}
