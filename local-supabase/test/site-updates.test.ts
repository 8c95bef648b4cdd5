// Site updates (supabase/migrations/20261126100000_site_updates.sql): which post changes queue a
// regeneration of the static pages, the Database Webhook that calls the build hook, the job's
// claim/finish calls, the sweep, the admin's retry and status view — through the REST API.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, createUser, serviceClient, signedInClient } from './helpers.ts';

let admin: SupabaseClient;
let user: SupabaseClient;
let startedAt: string;
const service = serviceClient();

beforeAll(async () => {
  startedAt = new Date().toISOString();
  const adminUser = await createUser({ admin: true });
  admin = await signedInClient(adminUser.email, adminUser.password);
  const plain = await createUser();
  user = await signedInClient(plain.email, plain.password);
});

afterAll(async () => {
  await service.from('blog_posts').delete().gte('created_at', startedAt);
});

async function addPost(fields: Record<string, unknown>) {
  const { data, error } = await service
    .from('blog_posts')
    .insert({ title: 'Título', content: 'Texto', slug: `site-${randomUUID().slice(0, 8)}`, ...fields })
    .select('id, version')
    .single();
  if (error) throw error;
  return data as { id: string; version: number };
}

async function updatesOf(postId: string) {
  const { data, error } = await service.from('site_updates').select('id, reason, status, attempts').eq('post_id', postId).order('id');
  if (error) throw error;
  return data ?? [];
}

const update = async (id: string, fields: Record<string, unknown>) => service.from('blog_posts').update(fields).eq('id', id).throwOnError();

describe('what queues a site update', () => {
  it('a post that is or was public, when something a page shows changed', async () => {
    const post = await addPost({ status: 'draft' });
    expect(await updatesOf(post.id)).toEqual([]); // a draft is not on the site
    await update(post.id, { status: 'published', version: 1 });
    await update(post.id, { version: 2 }); // a save that changed nothing shown
    await update(post.id, { title: 'Otro título', version: 3 });
    await update(post.id, { status: 'unpublished', version: 4 });
    await update(post.id, { title: 'Retirado y cambiado', version: 5 }); // not on the site either way
    await update(post.id, { status: 'published', version: 6 });
    await service.from('blog_posts').delete().eq('id', post.id).throwOnError();
    expect((await updatesOf(post.id)).map((row) => row.reason)).toEqual(['published', 'changed', 'unpublished', 'published', 'deleted']);
  });

  it('a scheduled post when it goes live, not when it is scheduled', async () => {
    const later = await addPost({ status: 'scheduled', publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await updatesOf(later.id)).toEqual([]);
    const soon = await addPost({ status: 'scheduled', publish_at: new Date(Date.now() + 1500).toISOString() });
    const deadline = Date.now() + 25_000;
    while (Date.now() < deadline && (await updatesOf(soon.id)).length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await updatesOf(soon.id)).map((row) => row.reason)).toEqual(['published']);
  });
});

describe('the webhook and the job', () => {
  it('calls the build hook after the change commits', async () => {
    const calls: Array<{ body: string; type?: string }> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        calls.push({ body, type: req.headers['content-type'] });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(inject('siteUpdateHookPort'), '127.0.0.1', resolve));
    try {
      await addPost({ status: 'published' });
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls.length).toBeGreaterThan(0);
      expect(JSON.parse(calls[0].body)).toEqual({ event_type: 'site-update' });
      expect(calls[0].type).toBe('application/json');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('only the service role claims and finishes; claimed updates run once; failures are retried by the sweep', async () => {
    const post = await addPost({ status: 'published' });
    for (const client of [anonClient(), user, admin]) {
      expect((await client.rpc('claim_site_updates')).error?.code).toBe('42501');
      expect((await client.rpc('finish_site_updates', { update_ids: [1] })).error?.code).toBe('42501');
    }
    const claimed = await service.rpc('claim_site_updates');
    expect(claimed.error).toBeNull();
    const mine = (claimed.data as Array<{ id: number; post_id: string; status: string }>).filter((row) => row.post_id === post.id);
    expect(mine.map((row) => row.status)).toEqual(['running']);
    // A second job claims nothing of it while it runs.
    const again = await service.rpc('claim_site_updates');
    expect((again.data as Array<{ post_id: string }>).some((row) => row.post_id === post.id)).toBe(false);

    await service.rpc('finish_site_updates', { update_ids: [mine[0].id], error: 'upload failed' }).throwOnError();
    expect(await updatesOf(post.id)).toEqual([{ id: mine[0].id, reason: 'published', status: 'failed', attempts: 1 }]);
    // 30 s later the sweep queues it again (time moved back instead of waiting).
    await service
      .from('site_updates')
      .update({ finished_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', mine[0].id)
      .throwOnError();
    const deadline = Date.now() + 25_000;
    while (Date.now() < deadline && (await updatesOf(post.id))[0].status === 'failed') await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await updatesOf(post.id))[0].status).toBe('queued');
  });

  it("admins see each post's latest update and can ask for a new one; nobody else can", async () => {
    const post = await addPost({ status: 'published' });
    await update(post.id, { title: 'Cambiado', version: post.version });
    const { data: status } = await admin.from('blog_post_site_status').select('post_id, reason, status').eq('post_id', post.id).single();
    expect(status).toMatchObject({ post_id: post.id, reason: 'changed' });
    for (const client of [anonClient(), user]) {
      const { data } = await client.from('blog_post_site_status').select('post_id').eq('post_id', post.id);
      expect(data ?? []).toEqual([]);
      expect((await client.rpc('retry_site_update', { post: post.id })).error).not.toBeNull();
    }
    const retry = await admin.rpc('retry_site_update', { post: post.id });
    expect(retry.error).toBeNull();
    const { data: latest } = await admin.from('blog_post_site_status').select('update_id, reason').eq('post_id', post.id).single();
    expect(latest).toEqual({ update_id: retry.data, reason: 'retry' });
  });
});
