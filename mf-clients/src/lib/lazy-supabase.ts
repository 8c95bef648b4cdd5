// The page's one supabase-js client (shared-ui/supabase), imported on demand: the sign-in screen
// paints before supabase-js has downloaded.
import type { getSupabase } from 'shared-ui/supabase';

export async function lazySupabase(): Promise<ReturnType<typeof getSupabase>> {
  const client = await import('shared-ui/supabase');
  return client.getSupabase();
}
