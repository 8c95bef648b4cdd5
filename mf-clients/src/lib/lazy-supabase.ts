// The page's one supabase-js client (shared-core/supabase), imported on demand: the sign-in screen
// paints before supabase-js has downloaded.
import type { getSupabase } from 'shared-core/supabase';

export async function lazySupabase(): Promise<ReturnType<typeof getSupabase>> {
  const client = await import('shared-core/supabase');
  return client.getSupabase();
}
