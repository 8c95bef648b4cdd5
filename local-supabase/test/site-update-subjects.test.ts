// Every public fact has a path to the static site (supabase/migrations/20261126130000_site_update_subjects.sql):
// testimonials, texts edited in the admin and the active languages queue a site update naming what
// changed, once per burst; the admin's per-post status still lists posts only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceClient } from './helpers.ts';

const service = serviceClient();
let startedAt: string;

beforeAll(() => {
  startedAt = new Date().toISOString();
});

// One queued update per subject is enough (queue_content_site_update), so one another file left
// queued would take the new change in: settle them first, as the job would have.
beforeEach(async () => {
  await service
    .from('site_updates')
    .update({ status: 'done', finished_at: new Date().toISOString() })
    .eq('status', 'queued')
    .in('subject', ['testimonials', 'translations', 'languages'])
    .throwOnError();
});

afterAll(async () => {
  await service.from('translations').delete().like('key', 'siteUpdateTest.%');
  await service.from('testimonials').delete().gte('created_at', startedAt);
  await service.from('language_settings').update({ is_active: true }).eq('language_code', 'ru');
});

async function updatesFor(subject: string, language: string | null = null, namespace: string | null = null) {
  let query = service.from('site_updates').select('id, subject, language, namespace, post_id, reason').eq('subject', subject).gte('requested_at', startedAt);
  query = language === null ? query.is('language', null) : query.eq('language', language);
  query = namespace === null ? query.is('namespace', null) : query.eq('namespace', namespace);
  const { data, error } = await query.order('id');
  if (error) throw error;
  return data ?? [];
}

describe('what else queues a site update', () => {
  it('a testimonial when it is or was public, not an inactive one', async () => {
    const before = (await updatesFor('testimonials')).length;
    const { data } = await service
      .from('testimonials')
      .insert({ name: 'Fulano', text: 'Borrador', active: false, client_authorised: false })
      .select('id')
      .single()
      .throwOnError();
    expect((await updatesFor('testimonials')).length).toBe(before);
    await service.from('testimonials').update({ client_authorised: true, active: true, text_ar: 'خدمة ممتازة وواضحة' }).eq('id', data!.id).throwOnError();
    const queued = await updatesFor('testimonials');
    expect(queued.length).toBeGreaterThan(before);
    expect(queued.at(-1)).toMatchObject({ subject: 'testimonials', post_id: null, reason: 'changed' });
  });

  it('a text edited, per language and namespace, not the admin’s own texts', async () => {
    await service.from('translations').insert({ namespace: 'navigation', key: 'siteUpdateTest.a', language: 'de', value: 'Kanzlei' }).throwOnError();
    expect(await updatesFor('translations', 'de', 'navigation')).not.toEqual([]);
    await service.from('translations').insert({ namespace: 'admin', key: 'siteUpdateTest.b', language: 'de', value: 'Intern' }).throwOnError();
    expect(await updatesFor('translations', 'de', 'admin')).toEqual([]);
  });

  it('a burst of 200 texts queues one update, not 200', async () => {
    const rows = Array.from({ length: 200 }, (_, index) => ({
      namespace: 'marketing',
      key: `siteUpdateTest.burst${index}`,
      language: 'fr',
      value: `Texte ${index}`,
    }));
    for (const row of rows) await service.from('translations').insert(row).throwOnError();
    const queued = await updatesFor('translations', 'fr', 'marketing');
    // One per run of the job that claimed them meanwhile, at most a few.
    expect(queued.length).toBeGreaterThanOrEqual(1);
    expect(queued.length).toBeLessThan(5);
  });

  it('a language switched off or on', async () => {
    const before = (await updatesFor('languages')).length;
    await service.from('language_settings').update({ is_active: false }).eq('language_code', 'ru').throwOnError();
    expect((await updatesFor('languages')).length).toBeGreaterThan(before);
  });

  it('the admin’s per-post status lists posts only', async () => {
    const { data } = await service.from('blog_post_site_status').select('post_id');
    expect((data ?? []).every((row) => row.post_id !== null)).toBe(true);
  });
});
