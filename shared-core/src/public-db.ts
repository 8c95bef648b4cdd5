// The anonymous PostgREST client of public pages (a shared singleton, configured from /env.js).
// Public pages only read published data and insert requests as `anon`, so they use supabase-js's
// own PostgREST client (`@supabase/postgrest-js`, ~9 kB gzip) instead of the whole supabase-js
// (~57 kB: auth, realtime, storage) that only the admin area needs (`shared-core/supabase`).
// Row-level security is the same either way: the requests carry the anon key, as supabase-js's do.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { runtimeConfig } from './runtime-config';

let client: PostgrestClient<Database> | null = null;

export function getPublicDb(): PostgrestClient<Database> {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
    client = new PostgrestClient<Database>(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
    });
  }
  return client;
}
