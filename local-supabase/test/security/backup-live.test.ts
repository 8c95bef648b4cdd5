// Data at rest, with the site running: `local-supabase start` (what npm start runs) closes a data dir
// others could read and writes everything 0700/0600; `db:backup` works while it runs (through its
// database socket) and leaves sessions out; `db:restore` refuses without --yes while it runs, and with
// it brings back a row deleted since and ends every session: a refresh token from before is refused.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../keys.mjs';
import { getFreePort } from '../../src/ports.ts';
import { PACKAGE_DIR } from '../../src/paths.ts';

const pglite = inject('databaseKind') === 'pglite';
let dataDir: string;
let backupsDir: string;
let env: Record<string, string>;
let server: ChildProcess | undefined;
let url: string;
let output = '';

/** A command, run without blocking this process (a blocked test would miss the server's keep-alive ends). */
function cli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      { cwd: PACKAGE_DIR, env: { ...process.env, ...env }, timeout: 120_000 },
      (_, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });
}

/** Paths under dir that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .concat(dir)
    .filter((path) => {
      const stat = lstatSync(path);
      return !stat.isSocket() && !stat.isSymbolicLink() && (stat.mode & 0o077) !== 0;
    });
}

const supabase = (key: string) => createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });

beforeAll(async () => {
  if (!pglite) return;
  dataDir = mkdtempSync(join(tmpdir(), 'live-backup-data-'));
  backupsDir = mkdtempSync(join(tmpdir(), 'live-backup-out-'));
  // As found on the reviewed machine: a data dir anyone could read and write.
  mkdirSync(join(dataDir, 'storage'));
  writeFileSync(join(dataDir, 'storage', 'left-over'), 'x');
  for (const path of [dataDir, join(dataDir, 'storage')]) chmodSync(path, 0o777);
  chmodSync(join(dataDir, 'storage', 'left-over'), 0o666);
  const port = await getFreePort();
  env = {
    DATABASE_URL: '',
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_BACKUPS_DIR: backupsDir,
    LOCAL_SUPABASE_PORT: String(port),
    LOCAL_MAIL_SMTP_PORT: String(await getFreePort()),
    LOCAL_MAIL_HTTP_PORT: String(await getFreePort()),
  };
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], { cwd: PACKAGE_DIR, env: { ...process.env, ...env } });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  for (let i = 0; !output.includes('local-supabase is running'); i++) {
    if (server.exitCode !== null || i > 600) throw new Error(`local-supabase did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (backupsDir) rmSync(backupsDir, { recursive: true, force: true });
});

describe.runIf(pglite)('data at rest while the site runs', () => {
  it('closes the data dir at start and says so', () => {
    expect(output).toMatch(/was readable by other users: made \d+ files and folders private/);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('backs up while running, leaves sessions out, and a restore brings back a deleted row and ends every session', async () => {
    const service = supabase(LOCAL_SERVICE_ROLE_KEY);
    const email = `live-backup-${Date.now()}@test.local`;
    const { error: userError } = await service.auth.admin.createUser({ email, password: 'pw-live-backup-1', email_confirm: true });
    expect(userError).toBeNull();
    const { data: signIn } = await supabase(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password: 'pw-live-backup-1' });
    const refreshToken = signIn.session!.refresh_token;
    const slug = `copia-en-caliente-${Date.now()}`;
    await service.from('blog_posts').insert({ title: 'Copia en caliente', slug, status: 'draft', content: 'Antes de la copia' }).throwOnError();

    const backup = await cli('backup');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('from the running server');
    const [folder] = readdirSync(backupsDir);
    const dump = readFileSync(join(backupsDir, folder, 'database.sql'), 'utf8');
    expect(dump).toContain(slug);
    expect(dump).not.toContain(refreshToken);
    expect(openToOthers(backupsDir)).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);

    await service.from('blog_posts').delete().eq('slug', slug).throwOnError();
    const refused = await cli('restore', '--from', join(backupsDir, folder));
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain('--yes');

    const restore = await cli('restore', '--from', join(backupsDir, folder), '--yes');
    expect(restore.status, restore.stderr).toBe(0);
    const { data: post } = await service.from('blog_posts').select('content').eq('slug', slug).single();
    expect(post).toEqual({ content: 'Antes de la copia' });
    const { error: refreshError } = await supabase(LOCAL_ANON_KEY).auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshError?.code).toBe('refresh_token_not_found');
    // The account itself came back: the password still signs in.
    expect((await supabase(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password: 'pw-live-backup-1' })).error).toBeNull();
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
