// Visit counters change only through record_visit(), atomically.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './helpers.ts';

async function newest() {
  const { data, error } = await serviceClient()
    .from('stats_realtime')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  return data as { id: number; web_visitors: number; blog_visitors: number; web_unique_visitors: number; blog_unique_visitors: number };
}

describe('record_visit', () => {
  it('counts 200 concurrent calls exactly', async () => {
    const before = await newest();
    const anon = anonClient();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => anon.rpc('record_visit', { kind: i % 2 === 0 ? 'web' : 'blog', is_unique: i % 4 === 0 })),
    );
    expect(results.filter((r) => r.error).map((r) => r.error!.message)).toEqual([]);
    const after = await newest();
    expect(after.id).toBe(before.id);
    expect(after.web_visitors - before.web_visitors).toBe(100);
    expect(after.blog_visitors - before.blog_visitors).toBe(100);
    expect(after.web_unique_visitors - before.web_unique_visitors).toBe(50);
    expect(after.blog_unique_visitors - before.blog_unique_visitors).toBe(0);
    const total = after.web_visitors + after.blog_visitors - before.web_visitors - before.blog_visitors;
    expect(total).toBe(200);
  });

  it('refuses an unknown kind with a clear error', async () => {
    const { error } = await anonClient().rpc('record_visit', { kind: 'admin', is_unique: false });
    expect(error!.code).toBe('22023');
    expect(error!.message).toContain("kind must be 'web' or 'blog'");
  });

  it('anon cannot update, insert or read the counters directly', async () => {
    const before = await newest();
    const anon = anonClient();
    const update = await anon.from('stats_realtime').update({ web_visitors: 1_000_000 }).eq('id', before.id);
    expect(update.error?.code).toBe('42501');
    const insert = await anon.from('stats_realtime').insert({ web_visitors: 5 });
    expect(insert.error?.code).toBe('42501');
    const read = await anon.from('stats_realtime').select('*');
    expect(read.error?.code).toBe('42501');
    expect((await newest()).web_visitors).toBe(before.web_visitors);
  });
});
