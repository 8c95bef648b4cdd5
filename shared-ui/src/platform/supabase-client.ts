// The one supabase-js client of the page (this module is a shared singleton), configured from
// /env.js. Imported on demand so pages that need no data do not download supabase-js.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { runtimeConfig } from './runtime-config';

let client: SupabaseClient | null = null;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  }
  return client;
}
