// A mutation that writes through supabase-js and then refreshes the queries it changed (also after
// a failure: the screen then shows what the database really holds). The api files of the features
// say only what to write and which keys it touches.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { dataOrThrow } from './supabase-result';

export function useSupabaseWrite<Variables, Result = unknown>(
  write: (variables: Variables) => PromiseLike<{ data: Result | null; error: unknown }>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => dataOrThrow(await write(variables)),
    onSettled: () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
