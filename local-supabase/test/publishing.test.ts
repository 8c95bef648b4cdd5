// Publishing rules of supabase/migrations/20261124100000_publishing.sql, through the REST API as the
// apps call it: who sees which state, scheduled go-live, edit conflicts, revisions, slug redirects.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, signedInClient } from './helpers.ts';

let admin: SupabaseClient;
let startedAt: string;

beforeAll(async () => {
  startedAt = new Date().toISOString();
  const user = await createUser({ admin: true });
  admin = await signedInClient(user.email, user.password);
});

// Other files (and the PostgreSQL run, which shares one database) count the seeded posts.
afterAll(async () => {
  await serviceClient().from('blog_posts').delete().gte('created_at', startedAt);
});

const slug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

async function addPost(fields: Record<string, unknown>) {
  const { data, error } = await admin
    .from('blog_posts')
    .insert({ title: 'Título', content: 'Texto', slug: slug('post'), ...fields })
    .select()
    .single();
  if (error) throw error;
  return data as Record<string, unknown> & { id: string; version: number; slug: string };
}

async function publicIds(ids: string[]) {
  const { data, error } = await anonClient().from('blog_posts').select('id').in('id', ids);
  if (error) throw error;
  return (data ?? []).map((row) => row.id as string).sort();
}

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

describe('publishing', () => {
  it('shows visitors published posts and due scheduled posts only', async () => {
    const draft = await addPost({ status: 'draft' });
    const published = await addPost({ status: 'published' });
    const unpublished = await addPost({ status: 'unpublished' });
    const future = await addPost({ status: 'scheduled', publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    const due = await addPost({ status: 'scheduled', publish_at: new Date(Date.now() - 1000).toISOString() });
    const ids = [draft, published, unpublished, future, due].map((post) => post.id);
    expect(await publicIds(ids)).toEqual([published.id, due.id].sort());
    expect(published.published_at).not.toBeNull();
    expect(draft.hidden).toBe(true);
    expect(published.hidden).toBe(false);
  });

  it('refuses a scheduled post without a time', async () => {
    const { error } = await admin.from('blog_posts').insert({ title: 'T', slug: slug('s'), status: 'scheduled' });
    expect(error?.message).toContain('blog_posts_scheduled_needs_time');
  });

  it('the scheduler publishes a due post by itself, without bumping its version', async () => {
    const post = await addPost({ status: 'scheduled', publish_at: new Date(Date.now() + 1500).toISOString() });
    const flipped = await waitFor(async () => {
      const { data } = await admin.from('blog_posts').select('status, version, hidden').eq('id', post.id).single();
      return data?.status === 'published' && data.hidden === false && data.version === post.version;
    }, 20_000);
    expect(flipped).toBe(true);
    const { data: runs } = await serviceClient().rpc('publish_due_posts');
    expect(typeof runs).toBe('number');
  });

  it('keeps the legacy hidden flag and the state in step both ways', async () => {
    const post = await addPost({ status: 'published' });
    const { data: hidden } = await admin.from('blog_posts').update({ hidden: true }).eq('id', post.id).select().single();
    expect(hidden?.status).toBe('unpublished');
    const { data: shown } = await admin.from('blog_posts').update({ hidden: false }).eq('id', post.id).select().single();
    expect(shown?.status).toBe('published');
    const legacyHiddenInsert = await addPost({ hidden: true });
    expect(legacyHiddenInsert.status).toBe('draft');
  });

  it('answers 409 when the post was saved by someone else since it was loaded', async () => {
    const post = await addPost({ status: 'draft' });
    const first = await admin.from('blog_posts').update({ title: 'Mine', version: post.version }).eq('id', post.id).select().single();
    expect(first.error).toBeNull();
    expect(first.data?.version).toBe(post.version + 1);
    const stale = await admin.from('blog_posts').update({ title: 'Theirs', version: post.version }).eq('id', post.id).select();
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toContain('version_conflict');
    const { data } = await admin.from('blog_posts').select('title').eq('id', post.id).single();
    expect(data?.title).toBe('Mine');
  });

  it('records a revision per content save and restores one without touching slugs or state', async () => {
    const post = await addPost({ status: 'published', title: 'Primera', title_en: 'First' });
    const edited = await admin
      .from('blog_posts')
      .update({ title: 'Segunda', content_en: 'New text', version: post.version })
      .eq('id', post.id)
      .select()
      .single();
    // A state-only change makes no revision.
    await admin.from('blog_posts').update({ status: 'unpublished' }).eq('id', post.id);
    const { data: revisions } = await admin.from('blog_post_revisions').select('id, version, changed_fields, snapshot').eq('post_id', post.id).order('id');
    expect(revisions).toHaveLength(2);
    expect(revisions![1].changed_fields).toEqual(['content_en', 'title']);
    const { data: current } = await admin.from('blog_posts').select('version').eq('id', post.id).single();

    const stale = await admin.rpc('restore_blog_post_revision', { revision_id: revisions![0].id, expected_version: post.version });
    expect(stale.status).toBe(409);
    const restored = await admin.rpc('restore_blog_post_revision', {
      revision_id: revisions![0].id,
      expected_version: current!.version,
    });
    expect(restored.error).toBeNull();
    const row = (restored.data as Array<Record<string, unknown>>)[0];
    expect(row.title).toBe('Primera');
    expect(row.content_en).toBeNull();
    expect(row.status).toBe('unpublished');
    expect(row.slug).toBe(post.slug);
    expect(edited.data?.title).toBe('Segunda');

    // Visitors and non-admins see no revisions.
    const { data: anonRows } = await anonClient().from('blog_post_revisions').select('id').eq('post_id', post.id);
    expect(anonRows ?? []).toEqual([]);
  });

  it('keeps per-language slugs unique and well-formed', async () => {
    const taken = slug('en');
    await addPost({ slug_en: taken });
    const duplicate = await admin.from('blog_posts').insert({ title: 'T', slug: slug('x'), slug_en: taken });
    expect(duplicate.error?.message).toContain('blog_posts_slug_en_key');
    const malformed = await admin.from('blog_posts').insert({ title: 'T', slug: slug('x'), slug_de: 'Über Uns' });
    expect(malformed.error?.message).toContain('blog_posts_slug_de_format');
  });

  it('redirects the old slugs of a post that was public, per language', async () => {
    const post = await addPost({ status: 'published', slug_en: slug('old-en') });
    const newEs = slug('nuevo');
    const renamed = await admin
      .from('blog_posts')
      .update({ slug: newEs, slug_en: slug('new-en') })
      .eq('id', post.id);
    expect(renamed.error).toBeNull();
    const { data } = await anonClient().from('blog_post_slug_redirects').select('language, old_slug, post_id').eq('post_id', post.id).order('language');
    expect(data).toEqual([
      { language: 'en', old_slug: post.slug_en, post_id: post.id },
      { language: 'es', old_slug: post.slug, post_id: post.id },
    ]);

    // A draft's slug was never public: renaming it leaves no redirect.
    const draft = await addPost({ status: 'draft' });
    await admin
      .from('blog_posts')
      .update({ slug: slug('renamed') })
      .eq('id', draft.id);
    const { data: none } = await admin.from('blog_post_slug_redirects').select('old_slug').eq('post_id', draft.id);
    expect(none).toEqual([]);

    // Once the post is taken down, visitors no longer learn its redirects.
    await admin.from('blog_posts').update({ status: 'unpublished' }).eq('id', post.id);
    const { data: hidden } = await anonClient().from('blog_post_slug_redirects').select('old_slug').eq('post_id', post.id);
    expect(hidden).toEqual([]);
  });
});
