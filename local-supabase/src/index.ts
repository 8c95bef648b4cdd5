// Programmatic API: start the whole local backend (database, migrations, seed, PostgREST, auth,
// storage, HTTP front) and get its URL and keys back.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { Refusal } from '../cli-args.mjs';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY, LOCAL_OUTBOX_WEBHOOK_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../keys.mjs';
import { createAdmin } from './admin.ts';
import { hasRealPgCron, startCron, type CronRunner } from './cron.ts';
import { FactorSecrets } from './auth/factor-secrets.ts';
import { AuthGuard, authLimitsFromEnv, type AuthLimits } from './auth/rate-limit.ts';
import { findUserByEmail } from './auth/store.ts';
import { openDatabase, type Database } from './db.ts';
import { FunctionsHost } from './functions.ts';
import { createFront } from './http-front.ts';
import { startMailCatcher, type MailCatcher } from './mail/catcher.ts';
import { hasRealPgNet, startPgNet, type PgNetWorker } from './pg-net.ts';
import { migrate } from './migrations.ts';
import { resolveDataDir } from './paths.ts';
import { ensurePrivate } from './private-dir.ts';
import { sql } from './sql.ts';
import { postgrestBinary, startPostgrest, type Postgrest } from './postgrest.ts';
import { StorageService } from './storage.ts';

export { UnsupportedPlatformError } from './postgrest.ts';

export interface StartOptions {
  /** HTTP port; default LOCAL_SUPABASE_PORT or 54321. 0 picks a free one. */
  port?: number;
  /** Where PGlite files and stored objects live; default LOCAL_SUPABASE_DATA_DIR or <repo>/.data. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite; default DATABASE_URL. */
  databaseUrl?: string;
  /** No progress output. */
  quiet?: boolean;
  /**
   * Auth rate limits (default: a hosted project's, see src/auth/rate-limit.ts). Test harnesses, where
   * every request comes from one address, raise the per-address ones.
   */
  authLimits?: Partial<AuthLimits>;
  /**
   * Start the mail catcher (SMTP and web inbox) on these ports, by default LOCAL_MAIL_SMTP_PORT /
   * LOCAL_MAIL_HTTP_PORT or the API port + 4 / + 3 (54325 / 54324 next to 54321); the functions then
   * send their mail there. Absent: no catcher (the functions use SMTP_* of the environment or of
   * functionsEnv). `local-supabase start` always starts it.
   */
  mail?: { smtpPort?: number; httpPort?: number };
  /** Extra environment (secrets) for the Edge Functions. */
  functionsEnv?: Record<string, string>;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  dataDir: string;
  database: 'pglite' | 'postgres';
  /** The web inbox of the mail catcher, when there is one. */
  mailUrl?: string;
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The other live process that holds the data dir's lock, if any. */
function lockHolder(dataDir: string): number | undefined {
  const lock = join(dataDir, 'local-supabase.pid');
  if (!existsSync(lock)) return undefined;
  const pid = Number(readFileSync(lock, 'utf8'));
  try {
    if (!pid || pid === process.pid) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** PGlite is single-process: refuse a second server on the same data directory. */
export function lockDataDir(dataDir: string): () => void {
  const lock = join(dataDir, 'local-supabase.pid');
  const pid = lockHolder(dataDir);
  if (pid) throw new Refusal(`Another local-supabase (pid ${pid}) is using ${dataDir}. Stop it first.`);
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

/** Where a running server on this data dir writes its database socket's folder. */
const socketFile = (dataDir: string) => join(dataDir, 'local-supabase.socket');

/** The local-supabase running on the data dir (PGlite), and its database socket's folder. */
export function runningServer(dataDir: string): { pid: number; socketDir: string } | undefined {
  const pid = lockHolder(dataDir);
  if (!pid || !existsSync(socketFile(dataDir))) return undefined;
  return { pid, socketDir: readFileSync(socketFile(dataDir), 'utf8') };
}

/** Environment variables a function may be configured with, taken from local-supabase's own. */
const FUNCTION_ENV_PREFIXES = ['MAIL_', 'SMTP_', 'RESEND_', 'FIRM_NOTIFY_', 'SITE_URL', 'OUTBOX_', 'TURNSTILE_'];

/** The Edge Functions' environment: what a hosted project injects, plus the mail transport's secrets. */
function functionEnv(apiPort: number, smtpPort: number | undefined, extra: Record<string, string> = {}): Record<string, string> {
  const fromProcess = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && FUNCTION_ENV_PREFIXES.some((prefix) => entry[0].startsWith(prefix)),
    ),
  );
  return {
    SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    OUTBOX_WEBHOOK_SECRET: LOCAL_OUTBOX_WEBHOOK_SECRET,
    ...(smtpPort ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) } : {}),
    ...fromProcess,
    ...extra,
  };
}

/**
 * The Vault secrets the webhook and the sweep read (supabase/migrations/*_notifications.sql). Returns
 * how to put back what was there: a second instance on the same PostgreSQL server (a test) must not
 * leave the webhook pointing at itself once it stops.
 */
async function setLocalSecrets(db: Database, apiPort: number): Promise<() => Promise<void>> {
  const hasVault = await db.query<{ present: boolean }>("select exists (select 1 from pg_extension where extname = 'supabase_vault') as present");
  if (hasVault[0]?.present) return async () => undefined;
  const ours = `http://127.0.0.1:${apiPort}`;
  const before = await db.query<{ secret: string }>("select secret from vault.secrets where name = 'project_url'");
  const secrets: Record<string, string> = { project_url: ours, outbox_webhook_secret: LOCAL_OUTBOX_WEBHOOK_SECRET };
  // The build hook that regenerates the static pages after a post changed (the site-update worker
  // of `npm start`, release/site-updates.ts); without one the updates wait in the queue.
  const hook = process.env.SITE_UPDATE_HOOK_URL;
  if (hook) secrets.site_update_hook_url = hook;
  else await db.query("delete from vault.secrets where name = 'site_update_hook_url'");
  for (const [name, secret] of Object.entries(secrets)) {
    await db.query(
      sql`insert into vault.secrets (name, secret) values (${name}, ${secret})
          on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
    );
  }
  const previous = before[0]?.secret;
  return async () => {
    if (previous && previous !== ours) {
      await db.query(sql`update vault.secrets set secret = ${previous} where name = 'project_url' and secret = ${ours}`);
    }
  };
}

/**
 * INTAKE_LIMIT_PER_EMAIL / INTAKE_LIMIT_PER_ADDRESS (requests an hour) and BOOKING_LIMIT_OPEN_PER_ADDRESS
 * (open bookings) override the public forms' limits.
 */
async function applyIntakeLimits(db: Database) {
  const perEmail = Number(process.env.INTAKE_LIMIT_PER_EMAIL);
  const perAddress = Number(process.env.INTAKE_LIMIT_PER_ADDRESS);
  const openPerAddress = Number(process.env.BOOKING_LIMIT_OPEN_PER_ADDRESS);
  if (perEmail > 0) await db.query(sql`update public.intake_settings set per_email_per_hour = ${perEmail}, updated_at = now()`);
  if (perAddress > 0) await db.query(sql`update public.intake_settings set per_address_per_hour = ${perAddress}, updated_at = now()`);
  if (openPerAddress > 0) await db.query(sql`update public.booking_settings set max_open_per_address = ${openPerAddress}, updated_at = now()`);
}

export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  const log = (message: string) => {
    if (!options.quiet) console.log(`[local-supabase] ${message}`);
  };
  const requestedPort = options.port ?? Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);
  const dataDir = resolveDataDir(options.dataDir);
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);

  postgrestBinary(); // fails early, with instructions, where there is no PostgREST binary
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Password hashes and TOTP secrets live here: this OS user's only (src/private-dir.ts).
  ensurePrivate(dataDir, log);
  const lock = lockDataDir(dataDir);
  const unlock = () => {
    rmSync(socketFile(dataDir), { force: true });
    lock();
  };

  let db: Database | undefined;
  let postgrest: Postgrest | undefined;
  let cron: CronRunner | undefined;
  let pgNet: PgNetWorker | undefined;
  let mail: MailCatcher | undefined;
  let functions: FunctionsHost | undefined;
  let restoreSecrets: (() => Promise<void>) | undefined;
  let ready = false;
  const servers: Server[] = [];

  const stop = async () => {
    ready = false;
    await cron?.stop();
    cron = undefined;
    await pgNet?.stop();
    pgNet = undefined;
    await Promise.all(servers.map(closeServer));
    await functions?.stop();
    functions = undefined;
    await mail?.close();
    mail = undefined;
    await restoreSecrets?.().catch(() => undefined);
    restoreSecrets = undefined;
    await postgrest?.stop();
    postgrest = undefined;
    await db?.close();
    db = undefined;
    unlock();
  };

  try {
    db = await openDatabase({ dataDir, databaseUrl });
    log(databaseUrl ? 'connected to PostgreSQL (DATABASE_URL)' : `PGlite database in ${join(dataDir, 'db')}`);
    if (db.socketDir) writeFileSync(socketFile(dataDir), db.socketDir, { mode: 0o600 });
    const { applied, seeded } = await migrate(db);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
    if (seeded) log('applied supabase/seed.sql');
    await applyIntakeLimits(db);
    if (!(await findUserByEmail(db, LOCAL_ADMIN_EMAIL))) {
      await createAdmin(db, LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD);
      log(`created the local admin ${LOCAL_ADMIN_EMAIL}`);
    }

    const storage = new StorageService(db, dataDir);
    const database = db;
    const authGuard = new AuthGuard({ ...authLimitsFromEnv(), ...options.authLimits });
    const factorSecrets = FactorSecrets.forDataDir(dataDir);
    const sealed = await factorSecrets.sealStored(db);
    if (sealed) log(`encrypted ${sealed} TOTP secrets stored in plain text`);
    const unreadable = await factorSecrets.unreadable(db);
    if (unreadable) {
      log(
        `${unreadable} TOTP factors were encrypted with another key (a backup restored without its auth-secrets.key): ` +
          'their owners cannot pass the second step until the key is put back or their MFA is reset (npm run admin:reset-mfa).',
      );
    }
    const functionsHost = new FunctionsHost({ env: () => functionEnv(port, mail?.smtpPort, options.functionsEnv), quiet: options.quiet });
    functions = functionsHost;
    // The auth service mails sign-in codes where the functions send theirs (the catcher locally).
    const otp = {
      // Where sign-in links may lead besides this machine: the site's origin, as hosted Auth's own
      // SITE_URL setting says it. The backend is a service of its own (a stand-in for Supabase's),
      // so it reads it here, once, and not through config/deployment.mjs.
      siteUrl: process.env.SITE_URL || undefined,
      smtp: () => {
        const env = functionEnv(port, mail?.smtpPort, options.functionsEnv);
        if (!env.SMTP_HOST || !env.SMTP_PORT) return undefined;
        return { host: env.SMTP_HOST, port: Number(env.SMTP_PORT), from: env.MAIL_FROM ?? '"MR Abogados Dénia" <no-reply@mrabogadosdenia.es>' };
      },
    };
    const front = () =>
      createFront({
        db: database,
        authGuard,
        factorSecrets,
        storage,
        functions: functionsHost,
        postgrestPort: () => postgrest?.port,
        isReady: () => ready,
        otp,
      });
    const primary = front();
    servers.push(primary);
    const port = await listen(primary, requestedPort, '127.0.0.1');
    // Also answer on IPv6 loopback, where some browsers resolve "localhost" first.
    const secondary = front();
    await listen(secondary, port, '::1').then(
      () => servers.push(secondary),
      () => undefined,
    );

    if (options.mail) {
      mail = await startMailCatcher({
        smtpPort: options.mail.smtpPort ?? Number(process.env.LOCAL_MAIL_SMTP_PORT ?? port + 4),
        httpPort: options.mail.httpPort ?? Number(process.env.LOCAL_MAIL_HTTP_PORT ?? port + 3),
      });
      log(`mail inbox on ${mail.url} (SMTP on port ${mail.smtpPort})`);
    }
    restoreSecrets = await setLocalSecrets(db, port);

    postgrest = await startPostgrest({ dbUri: db.postgrestUri, embedded: db.kind === 'pglite', quiet: options.quiet });
    if (!(await hasRealPgCron(db))) {
      cron = startCron(db, { onError: (error) => log(`cron: ${error.message}`) });
    }
    if (!(await hasRealPgNet(db))) {
      pgNet = startPgNet(db, { onError: (error) => log(`pg_net: ${error.message}`) });
    }
    ready = true;
    const url = `http://localhost:${port}`;
    log(`ready on ${url}`);
    return {
      url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      adminEmail: LOCAL_ADMIN_EMAIL,
      adminPassword: LOCAL_ADMIN_PASSWORD,
      dataDir,
      database: db.kind,
      mailUrl: mail?.url,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Deletes everything local-supabase stored in the data directory (database and objects). */
export function wipeDataDir(dataDirOption?: string): string {
  const dataDir = resolveDataDir(dataDirOption);
  const pid = lockHolder(dataDir);
  if (pid) throw new Refusal(`local-supabase (pid ${pid}) is running on ${dataDir}; stop it before resetting.`);
  rmSync(join(dataDir, 'db'), { recursive: true, force: true });
  rmSync(join(dataDir, 'storage'), { recursive: true, force: true });
  // npm start's local bucket and mirror (scripts/start.mjs): pages rendered from the data wiped here.
  rmSync(join(dataDir, 'edge'), { recursive: true, force: true });
  rmSync(join(dataDir, 'edge-mirror'), { recursive: true, force: true });
  rmSync(join(dataDir, 'local-supabase.pid'), { force: true });
  return dataDir;
}
