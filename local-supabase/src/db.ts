// The database: PGlite (embedded, persisted under the data dir) exposed through pglite-socket so
// PostgREST can connect, or a real PostgreSQL server when DATABASE_URL is set. pglite-socket checks no
// password (every connection is superuser), so it listens on a Unix socket in a private folder (mode
// 0700, made with mkdtemp): only this OS user can reach it, never another user or the network.
// Node-side code talks to either through `pg` with simple-protocol queries only (see sql.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { makePrivate } from './private-dir.ts';
import { sql } from './sql.ts';

/** Local password of PostgREST's login role (authenticator); never used outside this machine. */
export const AUTHENTICATOR_PASSWORD = 'authenticator-local-password';

export interface Queryable {
  /** Runs one simple-protocol query string (may hold several statements); rows of the last one. */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Connection string PostgREST uses (as the authenticator role). */
  readonly postgrestUri: string;
  /** PGlite: the private folder of its socket (how `db:backup` reaches a running server). */
  readonly socketDir?: string;
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back if fn throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn in a transaction as an API role with JWT claims set the way PostgREST sets them, so RLS
   * policies decide exactly as they do for /rest/v1 requests.
   */
  asRole<T>(role: string, claims: Record<string, unknown>, fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function lastRows<T>(result: pg.QueryResult | pg.QueryResult[]): T[] {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return (last?.rows ?? []) as T[];
}

class PgDatabase implements Database {
  constructor(
    readonly kind: 'pglite' | 'postgres',
    readonly postgrestUri: string,
    private readonly pool: pg.Pool,
    private readonly onClose: () => Promise<void>,
    readonly socketDir?: string,
  ) {}

  async query<T>(text: string): Promise<T[]> {
    return lastRows<T>(await this.pool.query(text));
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const q: Queryable = { query: async <R>(text: string) => lastRows<R>(await client.query(text)) };
    try {
      await client.query('begin');
      const result = await fn(q);
      await client.query('commit');
      return result;
    } catch (error) {
      // Always end the transaction: on PGlite an open transaction blocks every other connection.
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  asRole<T>(role: string, claims: Record<string, unknown>, fn: (q: Queryable) => Promise<T>): Promise<T> {
    if (!['anon', 'authenticated', 'service_role'].includes(role)) {
      throw new Error(`Unknown API role ${role}`);
    }
    return this.tx(async (q) => {
      await q.query(
        `set local role ${role};` +
          sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true), set_config('request.jwt.claim.sub', ${String(claims.sub ?? '')}, true), set_config('request.jwt.claim.role', ${role}, true);`,
      );
      return fn(q);
    });
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
    await this.onClose();
  }
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

export async function openDatabase({ dataDir, databaseUrl }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    pool.on('error', () => undefined); // idle-client errors surface on the next query instead
    await pool.query('select 1');
    const url = new URL(databaseUrl);
    url.username = 'authenticator';
    url.password = AUTHENTICATOR_PASSWORD;
    return new PgDatabase('postgres', url.toString(), pool, async () => undefined);
  }

  const dbDir = join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  // btree_gist: the bookings' exclusion constraint (lawyer = and time range &&).
  const pglite = await PGlite.create({ dataDir: dbDir, extensions: { btree_gist } });
  // PGlite unpacks a new cluster with its files 0666 and writes pg_internal.init 0644 at every start,
  // whatever the umask: closed again here (later files follow the umask, src/private-dir.ts).
  makePrivate(dbDir);
  // Short path on purpose: Unix socket paths are limited to ~100 bytes. libpq and `pg` look for
  // `<dir>/.s.PGSQL.<port>` when the host is a directory.
  const socketDir = mkdtempSync(join(tmpdir(), 'lsb-'));
  const socket = new PGLiteSocketServer({ db: pglite, path: join(socketDir, '.s.PGSQL.5432'), maxConnections: 16 });
  await socket.start();
  // One Node-side connection is enough (PGlite executes one query at a time anyway) and keeps our
  // own statements from interleaving with each other on the shared session.
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  pool.on('error', () => undefined);
  return new PgDatabase(
    'pglite',
    `postgresql://authenticator:${AUTHENTICATOR_PASSWORD}@/postgres?host=${encodeURIComponent(socketDir)}`,
    pool,
    async () => {
      await socket.stop();
      // close() flushes PGlite's files to the data dir.
      await pglite.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
    socketDir,
  );
}
