// local-supabase command line:
//   start                              run the local backend until Ctrl-C
//   reset                              wipe the local data (next start migrates and seeds afresh)
//   admin:create --email x --password y create or promote an admin user
//   admin:reset-mfa --email x            forget the user's MFA factors and sessions, open a new
//                                        enrolment window (the recovery path for a lost phone)
//   backup                               data + stored files into backups/<time>/ (src/backup.ts)
//   restore --from backups/<time>        wipe, migrate, and put that backup back
//   db:types [--check]                   write the TypeScript types of the migrations' schema
//                                        (src/typegen.ts); --check only says whether they are stale
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LOCAL_SUPABASE_PORT } from '../keys.mjs';
import { createAdmin } from './admin.ts';
import { openDatabase, type Database } from './db.ts';
import { lockDataDir, startLocalSupabase, UnsupportedPlatformError, wipeDataDir } from './index.ts';
import { BACKUPS_DIR, restoreBackup, writeBackup } from './backup.ts';
import { migrate } from './migrations.ts';
import { resolveDataDir } from './paths.ts';
import { sql } from './sql.ts';
import { DATABASE_TYPES_FILE, typesOfMigrations } from './typegen.ts';

async function start() {
  const instance = await startLocalSupabase({ port: LOCAL_SUPABASE_PORT, mail: {} });
  console.log(
    [
      '',
      '  local-supabase is running',
      `  API URL:           ${instance.url}   (/rest/v1, /auth/v1, /storage/v1, /functions/v1)`,
      ...(instance.mailUrl ? [`  mail inbox:        ${instance.mailUrl}   (SMTP catcher; Mailpit-style API at /api/v1)`] : []),
      `  database:          ${instance.database === 'pglite' ? `PGlite in ${instance.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  anon key:          ${instance.anonKey}`,
      `  service_role key:  ${instance.serviceRoleKey}`,
      `  local admin login: ${instance.adminEmail} / ${instance.adminPassword}`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[local-supabase] ${signal}: stopping (flushing the database)...`);
    try {
      await instance.stop();
      process.exit(0);
    } catch (error) {
      console.error('[local-supabase] error while stopping:', (error as Error).message);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function reset() {
  // A reset is never the end of the data: keep a backup first (when there is a database at all).
  const hasData = process.env.DATABASE_URL || existsSync(join(resolveDataDir(), 'db'));
  if (hasData) {
    const folder = await withDatabase((db) => writeBackup(db, resolveDataDir(), BACKUPS_DIR));
    console.log(`[local-supabase] backup before the reset: ${folder}`);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // On a PostgreSQL server "wipe" means dropping what the migrations and local-supabase created.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`
      drop schema if exists public cascade;
      drop schema if exists auth cascade;
      drop schema if exists storage cascade;
      drop schema if exists supabase_migrations cascade;
      create schema public;
      grant usage, create on schema public to public;
    `);
    await client.end();
    console.log('[local-supabase] dropped schemas public, auth, storage, supabase_migrations (DATABASE_URL).');
  } else {
    const dataDir = wipeDataDir();
    console.log(`[local-supabase] wiped ${dataDir} (database and stored files).`);
  }
  console.log('[local-supabase] the next start applies the migrations and the seed again.');
}

/** Runs fn on the database `start` uses (migrated); PGlite allows one process at a time. */
async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();
  mkdirSync(dataDir, { recursive: true });
  const unlock = databaseUrl ? () => undefined : lockDataDir(dataDir);
  const db = await openDatabase({ dataDir, databaseUrl }).catch((error) => {
    unlock();
    throw error;
  });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
    unlock();
  }
}

async function adminCreate(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    throw new Error('Usage: npm run admin:create -w local-supabase -- --email you@example.com --password secret');
  }
  const { id, created } = await withDatabase((db) => createAdmin(db, values.email!, values.password!));
  console.log(`[local-supabase] ${created ? 'created' : 'updated and promoted'} admin ${values.email} (${id}).`);
}

async function adminResetMfa(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run admin:reset-mfa -- --email you@example.com');
  const email = values.email;
  // The same function a hosted project's operator calls with the service role (supabase/README.md).
  const deadline = await withDatabase(async (db) => {
    const [row] = await db.query<{ deadline: string }>(sql`select public.reset_admin_mfa(${email})::text as deadline`);
    return row.deadline;
  });
  console.log(`[local-supabase] removed the MFA factors and sessions of ${email}; they must enrol a new factor before ${deadline}.`);
}

async function backup() {
  const folder = await withDatabase((db) => writeBackup(db, resolveDataDir(), BACKUPS_DIR));
  console.log(`[local-supabase] backup written to ${folder} (database.sql and stored files).`);
}

async function restore(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' } } });
  if (!values.from) throw new Error('Usage: npm run db:restore -- --from backups/<folder>');
  // npm runs this in local-supabase/; a relative path means relative to where the command was typed.
  const folder = resolvePath(process.env.INIT_CWD ?? process.cwd(), values.from);
  if (!existsSync(join(folder, 'database.sql'))) throw new Error(`${folder} holds no database.sql`);
  // Over a fresh database at the current migrations (the seed too: the backup replaces its rows).
  await reset();
  await withDatabase((db) => restoreBackup(db, folder, resolveDataDir()));
  console.log(`[local-supabase] restored ${folder}.`);
}

async function dbTypes(argv: string[]) {
  const text = await typesOfMigrations();
  const current = existsSync(DATABASE_TYPES_FILE) ? readFileSync(DATABASE_TYPES_FILE, 'utf8') : '';
  if (argv.includes('--check')) {
    if (current !== text) throw new Error(`${DATABASE_TYPES_FILE} does not match supabase/migrations: run npm run db:types`);
    console.log('[local-supabase] database types are up to date.');
    return;
  }
  writeFileSync(DATABASE_TYPES_FILE, text);
  console.log(`[local-supabase] ${current === text ? 'unchanged' : 'wrote'} ${DATABASE_TYPES_FILE}`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start();
    case 'reset':
      return reset();
    case 'admin:create':
      return adminCreate(rest);
    case 'admin:reset-mfa':
      return adminResetMfa(rest);
    case 'backup':
      return backup();
    case 'restore':
      return restore(rest);
    case 'db:types':
      return dbTypes(rest);
    default:
      console.error('Usage: tsx src/cli.ts <start|reset|admin:create --email x --password y|admin:reset-mfa --email x>');
      process.exit(2);
  }
}

main().catch((error) => {
  if (error instanceof UnsupportedPlatformError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(`[local-supabase] ${(error as Error).message}`);
  }
  process.exit(1);
});
