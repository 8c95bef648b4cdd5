// Data survives a stop and a start on the same data directory (PGlite flushes on close).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { startLocalSupabase } from '../src/index.ts';
import { getFreePort } from '../src/ports.ts';

const serviceClientFor = (url: string, key: string) => createClient(url, key, { auth: { persistSession: false } });

describe('restart', () => {
  it('keeps rows written before a stop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-restart-'));
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const key = `restart.${Date.now()}`;
    try {
      const first = await startLocalSupabase({ port: await getFreePort(), dataDir, databaseUrl, quiet: true });
      try {
        const { error } = await serviceClientFor(first.url, first.serviceRoleKey)
          .from('translations')
          .insert({ namespace: 'common', key, language: 'es', value: 'persistido' });
        expect(error).toBeNull();
      } finally {
        await first.stop();
      }
      const second = await startLocalSupabase({ port: await getFreePort(), dataDir, databaseUrl, quiet: true });
      try {
        const { data, error } = await serviceClientFor(second.url, second.anonKey).from('translations').select('value').eq('key', key);
        expect(error).toBeNull();
        expect(data).toEqual([{ value: 'persistido' }]);
        // The seed ran once only: the seeded posts are not duplicated.
        const posts = await serviceClientFor(second.url, second.serviceRoleKey).from('blog_posts').select('id', { count: 'exact', head: true });
        expect(posts.count).toBe(9);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
