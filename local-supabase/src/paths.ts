// Where things live. The package sits at <repo>/local-supabase, the migrations at <repo>/supabase.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = resolve(PACKAGE_DIR, '..');
export const SUPABASE_DIR = resolve(REPO_DIR, 'supabase');
export const MIGRATIONS_DIR = resolve(SUPABASE_DIR, 'migrations');
export const SEED_FILE = resolve(SUPABASE_DIR, 'seed.sql');
export const PLATFORM_SQL = resolve(PACKAGE_DIR, 'sql', 'platform.sql');
export const DEFAULT_DATA_DIR = resolve(REPO_DIR, '.data');

export function resolveDataDir(dataDir?: string): string {
  return resolve(dataDir ?? process.env.LOCAL_SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR);
}
