// Backups of the local backend: the data of every table in public, auth and storage as one plain SQL
// file (restorable with psql, or with `db:restore`, into a database migrated to the same version), plus
// a copy of the stored files. The same code serves PGlite and a PostgreSQL server (DATABASE_URL), since
// it only reads and writes through SQL. Why not pg_dump: Debian's pg_dump (15) refuses PGlite's
// PostgreSQL 17, and the WASM pg_dump (@electric-sql/pglite-tools) pins an older PGlite than ours.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Queryable } from './db.ts';
import { REPO_DIR } from './paths.ts';
import { ensurePrivate, makePrivate } from './private-dir.ts';

/** Where `backup` writes: <repo>/backups, or LOCAL_SUPABASE_BACKUPS_DIR. */
export const BACKUPS_DIR = process.env.LOCAL_SUPABASE_BACKUPS_DIR ?? join(REPO_DIR, 'backups');

/** Schemas whose data a backup holds; the schema itself comes from supabase/migrations. */
export const BACKUP_SCHEMAS = ['public', 'auth', 'storage'] as const;
/**
 * Tables emptied by a restore but never written to a backup: sessions and what hangs off them. A
 * refresh token copied from a backup would otherwise be a session (even aal2) without the password
 * or the second factor; after a restore everyone signs in again.
 */
export const SESSION_TABLES = ['auth.sessions', 'auth.refresh_tokens', 'auth.mfa_challenges', 'auth.mfa_amr_claims', 'auth.email_codes'];
/**
 * Pending one-time tokens in auth.users (GoTrue's columns; local-supabase keeps its codes in
 * auth.email_codes): blanked in a backup and on restore, since a short code under a plain hash is
 * recovered in seconds. TOTP secrets are encrypted with a key a backup does not hold (auth/factor-secrets.ts).
 */
const PENDING_TOKEN_COLUMNS = ['recovery_token', 'confirmation_token'];
const FORMAT_LINE = '-- local-supabase data backup v1';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Table {
  schema: string;
  name: string;
}

async function tablesOf(q: Queryable): Promise<Table[]> {
  const schemas = BACKUP_SCHEMAS.map((schema) => pg.escapeLiteral(schema)).join(', ');
  return q.query<Table>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${schemas}) order by table_schema, table_name`,
  );
}

async function latestMigration(q: Queryable): Promise<string> {
  const [row] = await q.query<{ version: string | null }>('select max(version) as version from supabase_migrations.schema_migrations');
  return row?.version ?? '';
}

/** Plain SQL that replaces the data of every backed-up table with what is there now. */
export async function dumpData(q: Queryable, now = new Date()): Promise<string> {
  const tables = await tablesOf(q);
  const qualified = (table: Table) => `${ident(table.schema)}.${ident(table.name)}`;
  const lines = [
    FORMAT_LINE,
    `-- taken ${now.toISOString()} at migration ${await latestMigration(q)}`,
    '-- Restore into a database migrated to that version: psql -f database.sql, or npm run db:restore.',
    'begin;',
    // Rows go in as they were: no triggers, no foreign-key order to respect (needs a superuser).
    'set local session_replication_role = replica;',
    `truncate table ${tables.map(qualified).join(', ')} cascade;`,
  ];
  for (const table of tables) {
    if (SESSION_TABLES.includes(`${table.schema}.${table.name}`)) continue;
    const columns = await q.query<{ name: string; always: boolean }>(
      `select column_name as name, (identity_generation = 'ALWAYS') as always from information_schema.columns
       where table_schema = ${pg.escapeLiteral(table.schema)} and table_name = ${pg.escapeLiteral(table.name)}
         and is_generated = 'NEVER' order by ordinal_position`,
    );
    const blanked = table.schema === 'auth' && table.name === 'users' ? PENDING_TOKEN_COLUMNS.map((column) => ` || '{"${column}": ""}'::jsonb`).join('') : '';
    const [{ rows }] = await q.query<{ rows: unknown[] | null }>(`select jsonb_agg(to_jsonb(t)${blanked}) as rows from ${qualified(table)} t`);
    if (!rows?.length) continue;
    const list = columns.map((column) => ident(column.name)).join(', ');
    const overriding = columns.some((column) => column.always) ? ' overriding system value' : '';
    lines.push(
      `insert into ${qualified(table)} (${list})${overriding} select ${list} from jsonb_populate_recordset(null::${qualified(table)}, ${pg.escapeLiteral(JSON.stringify(rows))});`,
    );
  }
  const sequences = await q.query<{ schema: string; name: string }>(
    `select sequence_schema as schema, sequence_name as name from information_schema.sequences
     where sequence_schema in (${BACKUP_SCHEMAS.map((schema) => pg.escapeLiteral(schema)).join(', ')})`,
  );
  for (const sequence of sequences) {
    const name = `${ident(sequence.schema)}.${ident(sequence.name)}`;
    const [state] = await q.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`);
    lines.push(`select setval(${pg.escapeLiteral(name)}, ${state.last_value}, ${state.is_called});`);
  }
  lines.push('commit;', '');
  return lines.join('\n');
}

/** The migration a backup was taken at, from its header. */
export function backupMigration(text: string): string {
  if (!text.startsWith(FORMAT_LINE)) throw new Error('Not a local-supabase data backup (database.sql).');
  return /at migration (\d*)/.exec(text)?.[1] ?? '';
}

/** Writes `<backupsDir>/<timestamp>/database.sql` and a copy of the stored files; answers the folder. */
export async function writeBackup(q: Queryable, dataDir: string, backupsDir: string, now = new Date()): Promise<string> {
  // A backup holds password hashes and TOTP secrets: this OS user's only (src/private-dir.ts).
  mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  ensurePrivate(backupsDir, (message) => console.log(`[local-supabase] ${message}`));
  const folder = join(backupsDir, now.toISOString().replace(/[:.]/g, '-'));
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(join(folder, 'database.sql'), await dumpData(q, now), { mode: 0o600 });
  const storage = join(dataDir, 'storage');
  if (existsSync(storage)) cpSync(storage, join(folder, 'storage'), { recursive: true });
  makePrivate(folder);
  return folder;
}

/** Puts a backup's data and files back (the database must be migrated to the backup's version or later). */
export async function restoreBackup(q: Queryable, folder: string, dataDir: string): Promise<void> {
  const text = readFileSync(join(folder, 'database.sql'), 'utf8');
  const taken = backupMigration(text);
  const current = await latestMigration(q);
  if (taken > current) {
    throw new Error(`The backup was taken at migration ${taken}, newer than this database (${current}): update the code first.`);
  }
  await q.query(text);
  // A backup taken before pending tokens were left out may still hold some.
  await q.query(`update auth.users set ${PENDING_TOKEN_COLUMNS.map((column) => `${column} = ''`).join(', ')}`);
  await q.query('delete from auth.email_codes');
  const storage = join(folder, 'storage');
  if (existsSync(storage)) cpSync(storage, join(dataDir, 'storage'), { recursive: true });
}
