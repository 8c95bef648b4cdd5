// The page's one supabase-js client (shared-core/supabase), imported on demand: the login page and
// the session check paint before supabase-js has downloaded. Screens inside the admin area import
// getSupabase() statically (they only load once the session store has the client).
import type { getSupabase } from 'shared-core/supabase';

export async function lazySupabase(): Promise<ReturnType<typeof getSupabase>> {
  const client = await import('shared-core/supabase');
  return client.getSupabase();
}
