// npm run db:backup / db:restore / db:reset on the embedded database: a backup holds the data (posts,
// users, translations) and the stored files; a reset keeps one first; a restore brings everything back.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { dumpData, restoreBackup } from '../../src/backup.ts';
import { openDatabase } from '../../src/db.ts';
import { startLocalSupabase } from '../../src/index.ts';
import { getFreePort } from '../../src/ports.ts';
import { PACKAGE_DIR } from '../../src/paths.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function cli(command: string, env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', command, ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

describe('backups', () => {
  it.runIf(inject('databaseKind') === 'pglite')('backup, reset (which keeps one) and restore bring data and files back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backup-data-'));
    const backupsDir = mkdtempSync(join(tmpdir(), 'backup-out-'));
    const env = { LOCAL_SUPABASE_DATA_DIR: dataDir, LOCAL_SUPABASE_BACKUPS_DIR: backupsDir };
    const start = async () => {
      const backend = await startLocalSupabase({ port: await getFreePort(), dataDir, databaseUrl: '', quiet: true });
      const service = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
      return { backend, service };
    };
    try {
      let { backend, service } = await start();
      const slug = `copia-de-seguridad-${Date.now()}`;
      await service.from('blog_posts').insert({ title: 'Copia de seguridad', slug, status: 'draft', content: "Con 'comillas' y \\barras\\" }).throwOnError();
      await service.storage.from('public-images').upload('posts/backup.png', PNG, { contentType: 'image/png' });
      const { error: userError } = await service.auth.admin.createUser({ email: 'backup@test.local', password: 'pw-backup-1', email_confirm: true });
      expect(userError).toBeNull();
      await backend.stop();

      const out = cli('backup', env);
      expect(out).toContain('backup written to');
      const [folder] = readdirSync(backupsDir);
      const dump = readFileSync(join(backupsDir, folder, 'database.sql'), 'utf8');
      expect(dump).toContain(slug);
      expect(readdirSync(join(backupsDir, folder, 'storage'), { recursive: true }).join(' ')).toContain('backup.png');

      expect(cli('reset', env)).toContain('backup before the reset');
      expect(readdirSync(backupsDir)).toHaveLength(2);
      ({ backend, service } = await start());
      expect((await service.from('blog_posts').select('id').eq('slug', slug)).data).toEqual([]);
      await backend.stop();

      cli('restore', env, '--from', join(backupsDir, folder));
      ({ backend, service } = await start());
      try {
        const { data: post } = await service.from('blog_posts').select('content, status').eq('slug', slug).single();
        expect(post).toEqual({ content: "Con 'comillas' y \\barras\\", status: 'draft' });
        const file = await fetch(service.storage.from('public-images').getPublicUrl('posts/backup.png').data.publicUrl);
        expect(file.status).toBe(200);
        const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
        const { error: signInError } = await anon.auth.signInWithPassword({ email: 'backup@test.local', password: 'pw-backup-1' });
        expect(signInError).toBeNull();
        // The seed was not applied a second time over the restored data.
        const { count } = await service.from('blog_posts').select('id', { count: 'exact', head: true });
        expect(count).toBe(10);
      } finally {
        await backend.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(backupsDir, { recursive: true, force: true });
    }
  });

  it.runIf(inject('databaseKind') === 'postgres')('round-trips the data of a PostgreSQL server', async () => {
    const db = await openDatabase({ dataDir: tmpdir(), databaseUrl: process.env.DATABASE_URL });
    const folder = mkdtempSync(join(tmpdir(), 'backup-pg-'));
    const storageDir = mkdtempSync(join(tmpdir(), 'backup-pg-data-'));
    try {
      const before = await db.query<{ n: string }>('select count(*)::text as n from public.blog_posts');
      writeFileSync(join(folder, 'database.sql'), await dumpData(db));
      await db.query("insert into public.blog_posts (title, slug) values ('Después de la copia', 'despues-de-la-copia')");
      mkdirSync(join(folder, 'storage'), { recursive: true });
      await restoreBackup(db, folder, storageDir);
      expect(await db.query<{ n: string }>('select count(*)::text as n from public.blog_posts')).toEqual(before);
      expect(await db.query("select 1 from public.blog_posts where slug = 'despues-de-la-copia'")).toEqual([]);
    } finally {
      await db.close();
      rmSync(folder, { recursive: true, force: true });
      rmSync(storageDir, { recursive: true, force: true });
    }
  });
});
