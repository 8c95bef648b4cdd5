// local-supabase command line (each command answers --help; exit codes: cli-args.mjs):
//   start                              run the local backend until Ctrl-C
//   reset                              wipe the local data (next start migrates and seeds afresh)
//   admin:create --email x --password y create or promote an admin user
//   admin:reset-mfa --email x            forget the user's MFA factors and sessions, open a new
//                                        enrolment window (the recovery path for a lost phone)
//   backup                               data + stored files into backups/<time>/ (src/backup.ts),
//                                        through the running server's database socket when it runs
//   restore --from backups/<time>        wipe, migrate, and put that backup back (--yes while the
//                                        site runs: then into the running database)
//   db:types [--check]                   write the TypeScript types of the migrations' schema
//                                        (src/typegen.ts); --check only says whether they are stale
// Commands that change a database refuse a DATABASE_URL off this machine unless --remote is given.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import pg from 'pg';
import { EXIT, exitWith, parseCli, Refusal, requireLocalDatabase, UsageError, usageExit } from '../cli-args.mjs';
import { LOCAL_SUPABASE_PORT } from '../keys.mjs';
import { createAdmin } from './admin.ts';
import { openDatabase, type Database, type Queryable } from './db.ts';
import { lockDataDir, runningServer, startLocalSupabase, UnsupportedPlatformError, wipeDataDir } from './index.ts';
import { BACKUPS_DIR, restoreBackup, writeBackup } from './backup.ts';
import { migrate } from './migrations.ts';
import { resolveDataDir } from './paths.ts';
import { ensurePrivate, privateUmask } from './private-dir.ts';
import { sql } from './sql.ts';
import { DATABASE_TYPES_FILE, typesOfMigrations } from './typegen.ts';

const log = (message: string) => console.log(`[local-supabase] ${message}`);
const REMOTE = { remote: { type: 'boolean' } } as const;
const REMOTE_HELP = '  --remote   allow a DATABASE_URL that is not on this machine';

async function start() {
  ensurePrivate(BACKUPS_DIR, log);
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
    log(`backup before the reset: ${folder}`);
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
    log('dropped schemas public, auth, storage, supabase_migrations (DATABASE_URL).');
  } else {
    const dataDir = wipeDataDir();
    log(`wiped ${dataDir} (database and stored files).`);
  }
  log('the next start applies the migrations and the seed again.');
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

/**
 * Runs fn on the database of the local-supabase that runs on this data dir, through its database
 * socket (private to this OS user, src/db.ts): PGlite allows one process, so this is how a backup
 * is taken while the site runs. `snapshot`: in one repeatable-read transaction, one consistent view.
 */
async function withRunningDatabase<T>(socketDir: string, snapshot: boolean, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  const q: Queryable = {
    query: async <R>(text: string) => {
      const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      return ((Array.isArray(result) ? result.at(-1) : result)?.rows ?? []) as R[];
    },
  };
  try {
    if (snapshot) await client.query('begin isolation level repeatable read read only');
    const result = await fn(q);
    if (snapshot) await client.query('commit');
    return result;
  } catch (error) {
    if (snapshot) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The running server of the data dir (PGlite only: with DATABASE_URL every command connects itself). */
const running = () => (process.env.DATABASE_URL ? undefined : runningServer(resolveDataDir()));

async function adminCreate(argv: string[]) {
  const usage = `npm run admin:create -- --email you@example.com --password <password> [--remote]
Creates an admin (or makes an existing user one) in the local database. Stop npm start first.
${REMOTE_HELP}`;
  const { values } = parseCli({ usage, args: argv, options: { email: { type: 'string' }, password: { type: 'string' }, ...REMOTE } });
  if (!values.email || !values.password) throw new UsageError('give --email and --password');
  requireLocalDatabase(process.env.DATABASE_URL, values.remote);
  const { id, created } = await withDatabase((db) => createAdmin(db, values.email!, values.password!));
  log(`${created ? 'created' : 'updated and promoted'} admin ${values.email} (${id}).`);
}

async function adminResetMfa(argv: string[]) {
  const usage = `npm run admin:reset-mfa -- --email you@example.com [--remote]
Forgets the user's MFA factors and sessions and opens a new enrolment window (a lost phone).
${REMOTE_HELP}`;
  const { values } = parseCli({ usage, args: argv, options: { email: { type: 'string' }, ...REMOTE } });
  if (!values.email) throw new UsageError('give --email');
  requireLocalDatabase(process.env.DATABASE_URL, values.remote);
  const email = values.email;
  // The same function a hosted project's operator calls with the service role (supabase/README.md).
  const deadline = await withDatabase(async (db) => {
    const [row] = await db.query<{ deadline: string }>(sql`select public.reset_admin_mfa(${email})::text as deadline`);
    return row.deadline;
  });
  log(`removed the MFA factors and sessions of ${email}; they must enrol a new factor before ${deadline}.`);
}

async function backup(argv: string[]) {
  const { values } = parseCli({
    usage: `npm run db:backup [-- --remote]
Writes backups/<time>/database.sql and a copy of the stored files (0700/0600, no sessions). Works
while npm start runs (through the running server's database socket).
${REMOTE_HELP} (the database is migrated first)`,
    args: argv,
    options: REMOTE,
  });
  requireLocalDatabase(process.env.DATABASE_URL, values.remote);
  const server = running();
  const folder = server
    ? await withRunningDatabase(server.socketDir, true, (q) => writeBackup(q, resolveDataDir(), BACKUPS_DIR))
    : await withDatabase((db) => writeBackup(db, resolveDataDir(), BACKUPS_DIR));
  log(`backup written to ${folder} (database.sql and stored files${server ? `, from the running server, pid ${server.pid}` : ''}).`);
  log(
    process.env.AUTH_FACTOR_SECRETS_KEY
      ? 'Its TOTP secrets are encrypted with AUTH_FACTOR_SECRETS_KEY, which it does not hold: keep that key apart from the backups.'
      : `Its TOTP secrets are encrypted with ${join(resolveDataDir(), 'auth-secrets.key')}, which it does not hold: keep a copy of that file apart from the backups.`,
  );
}

async function restore(argv: string[]) {
  const usage = `npm run db:restore -- --from backups/<folder> [--yes] [--remote]
Puts a backup back: wipes the database (after a backup of it), migrates, loads the backup's data and
files. Everyone signs in again (sessions are not in backups).
  --yes      while npm start runs: replace the running site's data
${REMOTE_HELP}`;
  const { values } = parseCli({ usage, args: argv, options: { from: { type: 'string' }, yes: { type: 'boolean' }, ...REMOTE } });
  if (!values.from) throw new UsageError('give --from backups/<folder>');
  requireLocalDatabase(process.env.DATABASE_URL, values.remote);
  // npm runs this in local-supabase/; a relative path means relative to where the command was typed.
  const folder = resolvePath(process.env.INIT_CWD ?? process.cwd(), values.from);
  if (!existsSync(join(folder, 'database.sql'))) throw new UsageError(`${folder} holds no database.sql`);
  const server = running();
  if (server) {
    if (!values.yes) throw new Refusal(`the site is running (pid ${server.pid}): add --yes to replace its data with ${folder}`);
    // Into the running database: the backup's own transaction replaces every table's rows at once.
    const before = await withRunningDatabase(server.socketDir, true, (q) => writeBackup(q, resolveDataDir(), BACKUPS_DIR));
    log(`backup before the restore: ${before}`);
    await withRunningDatabase(server.socketDir, false, (q) => restoreBackup(q, folder, resolveDataDir()));
  } else {
    // Over a fresh database at the current migrations (the seed too: the backup replaces its rows).
    await reset();
    await withDatabase((db) => restoreBackup(db, folder, resolveDataDir()));
  }
  log(`restored ${folder}; every session was ended.`);
}

async function dbTypes(argv: string[]) {
  const { values } = parseCli({
    usage: `npm run db:types [-- --check]
Writes the TypeScript types of the migrations' schema; --check only says whether they are stale (exit 1).`,
    args: argv,
    options: { check: { type: 'boolean' } },
  });
  const text = await typesOfMigrations();
  const current = existsSync(DATABASE_TYPES_FILE) ? readFileSync(DATABASE_TYPES_FILE, 'utf8') : '';
  if (values.check) {
    if (current !== text) throw new Error(`${DATABASE_TYPES_FILE} does not match supabase/migrations: run npm run db:types`);
    log('database types are up to date.');
    return;
  }
  writeFileSync(DATABASE_TYPES_FILE, text);
  log(`${current === text ? 'unchanged' : 'wrote'} ${DATABASE_TYPES_FILE}`);
}

const USAGE = `tsx src/cli.ts <command> [options]   (each command: --help)
  start             run the local backend until Ctrl-C
  reset             back up, then wipe the local data
  backup            back up the data and stored files (also while the site runs)
  restore           put a backup back
  admin:create      create or promote an admin
  admin:reset-mfa   forget an admin's MFA factors
  db:types          write the database types`;

async function main() {
  // Everything this process writes (database files, backups) is this OS user's only.
  privateUmask();
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start': {
      const { values } = parseCli({
        usage: `npm run start -w local-supabase [-- --remote]\nRuns the local backend until Ctrl-C (it migrates the database first).\n${REMOTE_HELP}`,
        args: rest,
        options: REMOTE,
      });
      requireLocalDatabase(process.env.DATABASE_URL, values.remote);
      return start();
    }
    case 'reset': {
      const { values } = parseCli({
        usage: `npm run db:reset [-- --remote]\nBacks up, then wipes the local database and stored files; the next start migrates and seeds again.\n${REMOTE_HELP}`,
        args: rest,
        options: REMOTE,
      });
      requireLocalDatabase(process.env.DATABASE_URL, values.remote);
      return reset();
    }
    case 'admin:create':
      return adminCreate(rest);
    case 'admin:reset-mfa':
      return adminResetMfa(rest);
    case 'backup':
      return backup(rest);
    case 'restore':
      return restore(rest);
    case 'db:types':
      return dbTypes(rest);
    case '--help':
    case '-h':
      console.log(USAGE);
      return;
    default:
      usageExit(USAGE, command ? `unknown command "${command}"` : 'which command?');
  }
}

main().catch((error) => {
  if (error instanceof UnsupportedPlatformError) {
    console.error(`\n${error.message}\n`);
    process.exit(EXIT.failed);
  }
  exitWith(error, 'local-supabase');
});
