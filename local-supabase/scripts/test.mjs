// `npm test -w local-supabase`: the whole suite on PGlite, then the same suite against a real
// PostgreSQL server (a throw-away cluster on a spare loopback port), so the migrations and RLS are
// proven on both. Exits non-zero if either run fails.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const extraArgs = process.argv.slice(2);

function run(label, env = {}) {
  console.log(`\n=== local-supabase tests on ${label} ===\n`);
  const result = spawnSync('npx', ['vitest', 'run', ...extraArgs], {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function findPgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

async function withPostgres(fn) {
  let bin = findPgBin();
  if (!bin) {
    console.log("PostgreSQL server not found; installing Debian's postgresql package...");
    sh('apt-get', ['update'], { stdio: 'inherit' });
    sh('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    bin = findPgBin();
    if (!bin) throw new Error('postgresql installed but no /usr/lib/postgresql/*/bin/pg_ctl found');
  }
  // PostgreSQL refuses to run as root: run the cluster as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  const runAs = (args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
  const dir = mkdtempSync(join(tmpdir(), 'local-supabase-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(sh('id', ['-u', 'postgres']).trim());
    const gid = Number(sh('id', ['-g', 'postgres']).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  try {
    sh(...runAs([join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']));
    sh(
      ...runAs([
        join(bin, 'pg_ctl'),
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
        'start',
      ]),
    );
    return await fn(`postgresql://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    spawnSync(...runAs([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
}

let ok = run('PGlite');
try {
  const pgOk = await withPostgres((databaseUrl) => run(`PostgreSQL server (${databaseUrl})`, { DATABASE_URL: databaseUrl }));
  ok = ok && pgOk;
} catch (error) {
  console.error(`\nCould not run the suite on a PostgreSQL server: ${error.message}`);
  ok = false;
}
console.log(ok ? '\nlocal-supabase: all suites passed on PGlite and PostgreSQL.' : '\nlocal-supabase: FAILURES (see above).');
process.exit(ok ? 0 : 1);
