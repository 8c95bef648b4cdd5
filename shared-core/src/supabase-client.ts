// The one supabase-js client of the page (this module is a shared singleton), configured from
// /env.js. Imported on demand so pages that need no data do not download supabase-js.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { runtimeConfig } from './runtime-config';

let client: SupabaseClient<Database> | null = null;

/** The page's client, typed by the migrations' schema (database.types.ts, `npm run db:types`). */
export function getSupabase(): SupabaseClient<Database> {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  }
  return client;
}
