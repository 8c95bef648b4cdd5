// The operator's commands refuse what they do not understand, before doing any work: each answers
// --help (exit 0) and refuses a mistyped option (exit 2, nothing done); app names are taken in either
// spelling; a database off this machine, a URL that is not one and a production server without its
// URLs are refused (exit 3). Run through npm as an operator types them (root package.json).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';

const COMMANDS = [
  'release',
  'promote',
  'preview',
  'rollback',
  'releases',
  'release:pages',
  'generate',
  'build',
  'perf',
  'serve',
  'size',
  'start',
  'test',
  'site:update',
  'db:reset',
  'db:backup',
  'db:restore',
  'db:types',
  'admin:create',
  'admin:reset-mfa',
  'dev',
  'bench:inbox',
  'fonts',
  'images',
  'functions:data',
  'test:functions',
];
const store = mkdtempSync(path.join(tmpdir(), 'cli-store-'));
const quiet: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: '',
  SUPABASE_URL: '',
  SUPABASE_ANON_KEY: '',
  NODE_ENV: '',
  RELEASE_STORE_DIR: store,
  // Never the repository's .data or backups, should a command get as far as touching them.
  LOCAL_SUPABASE_DATA_DIR: path.join(store, 'data'),
  LOCAL_SUPABASE_BACKUPS_DIR: path.join(store, 'backups'),
};

// The machine is shared: a few commands at a time.
let running = 0;
const waiting: (() => void)[] = [];
async function npm(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  while (running >= 4) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env: { ...quiet, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (status) => resolve({ status, stdout, stderr }));
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
}

afterAll(() => rmSync(store, { recursive: true, force: true }));

describe('operator commands', () => {
  it.each(COMMANDS)(
    '%s answers --help and refuses a mistyped option',
    async (command) => {
      const [help, typo] = await Promise.all([npm(command, ['--help']), npm(command, ['--hepl'])]);
      expect(help.status, help.stderr).toBe(0);
      expect(help.stdout).toMatch(/^npm (run |test|start)/);
      expect(typo.status, typo.stdout + typo.stderr).toBe(2);
      expect(typo.stderr).toContain("Unknown option '--hepl'");
    },
    60_000,
  );

  it('refuses a stray argument and a suite that does not exist', async () => {
    const [suite, extra, app] = await Promise.all([npm('test', ['unti']), npm('db:reset', ['now']), npm('release', ['mf-bolg'])]);
    expect([suite.status, suite.stderr]).toEqual([2, expect.stringContaining('no suite named "unti"')]);
    expect([extra.status, extra.stderr]).toEqual([2, expect.stringContaining('unexpected argument "now"')]);
    expect([app.status, app.stderr]).toEqual([2, expect.stringContaining('unknown app "mf-bolg"')]);
  }, 60_000);

  it('preview refuses, before it opens the bucket, what it cannot sign or would not serve', async () => {
    const secret = { PREVIEW_SECRET: 'a-secret-of-at-least-thirty-two-characters', SITE_URL: 'https://www.example.es' };
    const version = '20261128120000-abcdef0';
    const cases: Array<[string[], NodeJS.ProcessEnv, string]> = [
      [['mf-blog', '--version', version], {}, 'set PREVIEW_SECRET'],
      [['mf-blog', '--version', version, 'mf-marketing'], secret, 'give one --version after each app'],
      [['shell', '--version', version], secret, 'only remotes'],
      [['mf-blog', '--version', version, '--hours', '169'], secret, '--hours must be'],
      [['mf-blog', '--version', version, '--path', '//evil.example'], secret, '--path must be a path of the site'],
      [['mf-blog', '--version', version, '--target', 'local'], secret, '--target cloudflare'],
    ];
    const results = await Promise.all(cases.map(([args, env]) => npm('preview', args, env)));
    for (const [index, [, , message]] of cases.entries()) expect([results[index].status, results[index].stderr]).toEqual([2, expect.stringContaining(message)]);
  }, 60_000);

  it('takes an app by either spelling and prints one', async () => {
    const [dashed, underscored] = await Promise.all([npm('releases', ['mf-blog']), npm('releases', ['mf_blog'])]);
    expect(dashed.status, dashed.stderr).toBe(0);
    expect(underscored.stdout).toBe(dashed.stdout);
  }, 60_000);

  it('refuses to change a database off this machine unless told --remote', async () => {
    const remote = { DATABASE_URL: 'postgresql://postgres@db.example.net:5432/postgres' };
    const results = await Promise.all([
      npm('db:reset', [], remote),
      npm('db:restore', ['--from', store], remote),
      npm('admin:create', ['--email', 'a@example.com', '--password', 'long-enough-1'], remote),
    ]);
    for (const { status, stderr } of results) {
      expect(status, stderr).toBe(3);
      expect(stderr).toContain('add --remote');
    }
  }, 60_000);

  it('refuses a URL that is not one, and a production server without its public URLs', async () => {
    const [notUrl, production] = await Promise.all([
      npm('serve', [], { SUPABASE_URL: 'not-a-url', SUPABASE_ANON_KEY: 'key' }),
      npm('serve', [], { NODE_ENV: 'production', SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'key' }),
    ]);
    expect([notUrl.status, notUrl.stderr]).toEqual([3, expect.stringContaining('SUPABASE_URL is not a URL')]);
    expect(production.status).toBe(3);
    expect(production.stderr).toMatch(/needs the public URLs: set SITE_URL, MF_MARKETING_URL, MF_BLOG_URL, MF_ADMIN_URL/);
  }, 60_000);
});
