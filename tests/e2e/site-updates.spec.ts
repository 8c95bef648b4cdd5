// The static site follows the posts (supabase/migrations/*_site_updates.sql, release/site-updates.ts):
// a post published, changed, restored, moved to another slug, unpublished, or going live at its
// scheduled time reaches the generated pages, the sitemap and the feeds within 60 s, read over plain
// HTTP as a crawler or a link preview reads them. The job runs as `npm start` runs it, called by the
// test backend's webhook, and writes into a copy of the generated site served on a port block.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LANGUAGE_CODES } from '../../shared-i18n/src/languages';
import { pathFor } from '../../shared-i18n/src/routes';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local-supabase/keys.mjs';
import { stackEnv } from '../../scripts/lib/stack.mjs';
import { adminClient, dismissCookieBanner, serviceClient, signInAsAdmin } from '../support/admin-session';
import { addTestimonial } from '../support/site-facts';
import { portBlock, TEST_SITE_UPDATE_PORT, TEST_SUPABASE_URL } from '../support/ports';
import { startSiteStack } from '../support/stack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ports = portBlock(7);
const base = `http://localhost:${ports.shell}`;
const UPDATE_WITHIN = 60_000;

let stack: Awaited<ReturnType<typeof startSiteStack>>;
let dist: string;
let job: ChildProcess;
let jobOutput = '';
const createdIds: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dist = await mkdtemp(path.join(tmpdir(), 'site-updates-'));
  await cp(path.join(repoRoot, 'shell/dist'), dist, { recursive: true });
  stack = await startSiteStack(ports, { prerendered: true });
  await stack.stopApp('shell');
  await stack.startApp('shell', dist);
  await startJob();
});

/** The site-update job as `npm start` runs it, writing into this spec's copy of the site. */
async function startJob() {
  jobOutput = '';
  job = spawn(process.execPath, ['--import', 'tsx', 'release/site-updates.ts', 'serve'], {
    cwd: repoRoot,
    env: {
      ...stackEnv(ports, TEST_SUPABASE_URL),
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      GENERATE_DIST: dist,
      SITE_UPDATE_PORT: String(TEST_SITE_UPDATE_PORT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  job.stdout!.on('data', (chunk) => (jobOutput += chunk));
  job.stderr!.on('data', (chunk) => (jobOutput += chunk));
  // Listening, or gone (e.g. its port still held by another job): then say why at once.
  await expect
    .poll(() => (job.exitCode !== null ? `exited ${job.exitCode}: ${jobOutput}` : jobOutput), { timeout: 60_000 })
    .toMatch(/waiting for the webhook|^exited/);
  if (job.exitCode !== null) throw new Error(`the site-update job exited ${job.exitCode}:\n${jobOutput}`);
}

async function stopJob() {
  if (job.exitCode !== null) return;
  const exited = new Promise((resolve) => job.once('exit', resolve));
  job.kill('SIGTERM');
  await exited;
}

test.afterAll(async () => {
  if (job) await stopJob(); // it may still be writing (a card drawn after its pages) when the folder goes
  if (createdIds.length) await serviceClient().from('blog_posts').delete().in('id', createdIds);
  await stack?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`site-update job output:\n${jobOutput}`);
});

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function createPost(fields: Record<string, unknown>) {
  const { data, error } = await serviceClient().from('blog_posts').insert(fields).select('id, version').single();
  if (error) throw error;
  createdIds.push(data.id);
  return data as { id: string; version: number };
}

async function get(pathname: string) {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('publish, change, restore, move and unpublish a post: its static pages, the sitemap and the feeds follow within 60 s', async () => {
  test.setTimeout(6 * UPDATE_WITHIN);
  const id = stamp();
  const post = await createPost({
    title: `Herencias ${id}`,
    title_en: `Inheritance ${id}`,
    excerpt: 'Resumen.',
    excerpt_en: 'Summary.',
    content: 'Texto.',
    content_en: 'Text.',
    slug: `herencias-${id}`,
    slug_en: `inheritance-${id}`,
    meta_description: `Cómo aceptar una herencia en Dénia ${id}`,
    meta_description_en: `How to accept an inheritance in Dénia ${id}`,
    social_image: `https://images.example.com/es-${id}.jpg`,
    social_image_en: `https://images.example.com/en-${id}.jpg`,
    status: 'published',
    date: '2026-11-20',
  });
  const es = `/blog/herencias-${id}`;
  const en = `/en/blog/inheritance-${id}`;

  await expect.poll(async () => (await get(en)).status, { timeout: UPDATE_WITHIN }).toBe(200);
  const [esPage, enPage] = [(await get(es)).body, (await get(en)).body];
  expect(metaContent(esPage, 'name', 'description')).toBe(`Cómo aceptar una herencia en Dénia ${id}`);
  expect(metaContent(esPage, 'property', 'og:image')).toBe(`https://images.example.com/es-${id}.jpg`);
  expect(metaContent(enPage, 'name', 'description')).toBe(`How to accept an inheritance in Dénia ${id}`);
  expect(metaContent(enPage, 'property', 'og:image')).toBe(`https://images.example.com/en-${id}.jpg`);
  expect(enPage).toContain(`Inheritance ${id}</h1>`);
  expect((await get('/sitemap.xml')).body).toContain(`${en}</loc>`);
  expect((await get('/sitemap.xml')).body).toContain(`${es}</loc>`);
  expect((await get('/blog/rss.xml')).body).toContain(`Herencias ${id}`);
  expect((await get('/en/blog/rss.xml')).body).toContain(`Inheritance ${id}`);
  // The lists show it too (the Spanish blog list is regenerated with it).
  expect((await get('/blog')).body).toContain(`Herencias ${id}`);

  // A change of title, then the earlier version restored by an editor: the page follows each.
  await serviceClient()
    .from('blog_posts')
    .update({ title_en: `Inheritance, revised ${id}`, version: post.version })
    .eq('id', post.id)
    .throwOnError();
  await expect.poll(async () => (await get(en)).body, { timeout: UPDATE_WITHIN }).toContain(`Inheritance, revised ${id}</h1>`);
  const admin = await adminClient();
  const { data: revisions } = await admin.from('blog_post_revisions').select('id, version').eq('post_id', post.id).order('version');
  const restored = await admin.rpc('restore_blog_post_revision', { revision_id: revisions![0].id, expected_version: post.version + 1 });
  expect(restored.error).toBeNull();
  await expect.poll(async () => (await get(en)).body, { timeout: UPDATE_WITHIN }).toContain(`Inheritance ${id}</h1>`);

  // A new English slug: the old address answers a permanent redirect to the new one.
  await serviceClient()
    .from('blog_posts')
    .update({ slug_en: `inheritance-guide-${id}`, version: post.version + 2 })
    .eq('id', post.id)
    .throwOnError();
  const moved = `/en/blog/inheritance-guide-${id}`;
  await expect.poll(async () => (await get(en)).status, { timeout: UPDATE_WITHIN }).toBe(301);
  expect((await get(en)).location).toBe(moved);
  expect((await get(moved)).status).toBe(200);

  // Taken down: both addresses answer 404 and the sitemap and the feeds no longer list it.
  await serviceClient()
    .from('blog_posts')
    .update({ status: 'unpublished', version: post.version + 3 })
    .eq('id', post.id)
    .throwOnError();
  await expect.poll(async () => (await get(moved)).status, { timeout: UPDATE_WITHIN }).toBe(404);
  expect((await get(es)).status).toBe(404);
  expect((await get(en)).status).toBe(404);
  expect((await get('/sitemap.xml')).body).not.toContain(id);
  expect((await get('/blog/rss.xml')).body).not.toContain(id);
  expect((await get('/en/blog/rss.xml')).body).not.toContain(id);
  expect((await get('/blog')).body).not.toContain(`Herencias ${id}`);
  // The admin's record of it: the latest update of the post is done.
  const { data: status } = await admin.from('blog_post_site_status').select('status, reason').eq('post_id', post.id).single();
  expect(status).toEqual({ status: 'done', reason: 'unpublished' });
});

test('a changed shared slug moves the old address in every language where it was public, with 301', async () => {
  test.setTimeout(3 * UPDATE_WITHIN);
  const id = stamp();
  // French has its own slug; the six other languages show the post at the Spanish one.
  const post = await createPost({
    title: `Compraventa ${id}`,
    excerpt: 'Resumen.',
    content: 'Texto.',
    slug: `compraventa-${id}`,
    slug_fr: `vente-${id}`,
    status: 'published',
    date: '2026-11-20',
  });
  await expect.poll(async () => (await get(`/en/blog/compraventa-${id}`)).status, { timeout: UPDATE_WITHIN }).toBe(200);
  await serviceClient()
    .from('blog_posts')
    .update({ slug: `compraventa-vivienda-${id}`, version: post.version })
    .eq('id', post.id)
    .throwOnError();
  await expect.poll(async () => (await get(`/blog/compraventa-${id}`)).status, { timeout: UPDATE_WITHIN }).toBe(301);
  for (const language of LANGUAGE_CODES) {
    const current = pathFor({ page: 'blogPost', slug: language === 'fr' ? `vente-${id}` : `compraventa-vivienda-${id}` }, language);
    const old = await get(pathFor({ page: 'blogPost', slug: `compraventa-${id}` }, language));
    expect({ language, status: old.status, location: old.location }).toEqual({ language, status: 301, location: current });
    expect({ language, status: (await get(current)).status }).toEqual({ language, status: 200 });
  }
});

/** Polls `check` until it holds; prints and returns how long the change took to reach the pages. */
async function reached(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await expect.poll(check, { timeout: UPDATE_WITHIN, intervals: [250] }).toBe(true);
  const ms = Date.now() - started;
  console.log(`site update: ${what} reached the generated pages in ${ms} ms`);
  return ms;
}

test('a testimonial activated with Arabic text, a post featured, a German text edited and reverted: the pages that show them follow', async () => {
  test.setTimeout(6 * UPDATE_WITHIN);
  const id = stamp();
  const testimonial = await addTestimonial(id);
  const arabic = testimonial.texts.ar;
  try {
    await reached('a testimonial activated (ar)', async () => (await get('/ar')).body.includes(arabic));
    expect((await get(pathFor({ page: 'testimonials' }, 'ar'))).body).toContain(arabic);
    expect((await get('/')).body).toContain(testimonial.texts.es);
  } finally {
    await testimonial.remove();
  }
  await reached('a testimonial removed', async () => !(await get('/ar')).body.includes(arabic));

  const post = await createPost({
    title: `Destacada ${id}`,
    excerpt: 'Resumen.',
    content: 'Texto.',
    slug: `destacada-${id}`,
    status: 'published',
    date: '2020-01-01',
  });
  await expect.poll(async () => (await get(`/blog/destacada-${id}`)).status, { timeout: UPDATE_WITHIN }).toBe(200);
  expect((await get('/')).body).not.toContain(`Destacada ${id}`);
  await serviceClient().from('blog_posts').update({ show_on_homepage: true, version: post.version }).eq('id', post.id).throwOnError();
  try {
    await reached('a post featured on the home page', async () => (await get('/')).body.includes(`Destacada ${id}`));
  } finally {
    await serviceClient()
      .from('blog_posts')
      .update({ show_on_homepage: false, version: post.version + 1 })
      .eq('id', post.id)
      .throwOnError();
  }

  const text = `Rechtsblog ${id}`;
  await serviceClient().from('translations').insert({ namespace: 'navigation', key: 'blog', language: 'de', value: text }).throwOnError();
  try {
    await reached('a German header text edited', async () => (await get(pathFor({ page: 'contact' }, 'de'))).body.includes(text));
    expect((await get('/de')).body).toContain(text);
    expect((await get(pathFor({ page: 'contact' }, 'en'))).body).not.toContain(text);
  } finally {
    await serviceClient().from('translations').delete().match({ namespace: 'navigation', key: 'blog', language: 'de' }).throwOnError();
  }
  await reached('a German header text reverted', async () => !(await get(pathFor({ page: 'contact' }, 'de'))).body.includes(text));
});

test('languages switched off leave every hreflang, the sitemap and the feeds; switched on again they come back', async () => {
  test.setTimeout(4 * UPDATE_WITHIN);
  const off = ['fr', 'ru'] as const;
  const postPath = new URL(/<loc>([^<]*\/blog\/[^<]+)<\/loc>/.exec((await get('/sitemap.xml')).body)![1]).pathname;
  const pages = ['/', pathFor({ page: 'contact' }, 'en'), postPath];
  const offersAll = async (offered: boolean) => {
    for (const pathname of pages) {
      const body = (await get(pathname)).body;
      if (off.some((code) => body.includes(`hreflang="${code}"`) !== offered)) return false;
    }
    const sitemap = (await get('/sitemap.xml')).body;
    if (off.some((code) => sitemap.includes(`hreflang="${code}"`) !== offered)) return false;
    return (await get(`${pathFor({ page: 'blog' }, 'fr')}/rss.xml`)).status === (offered ? 200 : 404);
  };
  expect(await offersAll(true)).toBe(true);
  const setActive = (active: boolean) =>
    serviceClient()
      .from('language_settings')
      .update({ is_active: active })
      .in('language_code', [...off])
      .throwOnError();
  await setActive(false);
  try {
    await reached('French and Russian switched off', () => offersAll(false));
    // The languages still on stay alternates.
    expect((await get(pathFor({ page: 'contact' }, 'en'))).body).toContain('hreflang="de"');
  } finally {
    await setActive(true);
  }
  await reached('French and Russian switched on again', () => offersAll(true));
});

test('an import of 200 texts (every header text in all seven languages) reaches every page within 60 s, and so does its removal', async () => {
  test.setTimeout(4 * UPDATE_WITHIN);
  const id = stamp();
  const leafKeys = (node: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  const navigation = leafKeys(JSON.parse(await readFile(path.join(repoRoot, 'shared-i18n/public/locales/es/navigation.json'), 'utf8')));
  const common = leafKeys(JSON.parse(await readFile(path.join(repoRoot, 'shared-i18n/public/locales/es/common.json'), 'utf8')));
  const rows = [
    ...LANGUAGE_CODES.flatMap((language) => navigation.map((key) => ({ namespace: 'navigation', key, language }))),
    ...common.map((key) => ({ namespace: 'common', key, language: 'es' })),
  ]
    .slice(0, 200)
    .map((row) => ({ ...row, value: `${row.language}:${row.key}:${id}` }));
  expect(rows).toHaveLength(200);
  const everyLanguageShows = async (shown: boolean) => {
    for (const language of LANGUAGE_CODES) {
      const body = (await get(pathFor({ page: 'contact' }, language))).body;
      if (body.includes(`${language}:blog:${id}`) !== shown) return false;
    }
    return true;
  };
  // One statement, as an import from the admin or a script would write them.
  await serviceClient().from('translations').insert(rows).throwOnError();
  try {
    await reached('200 texts imported', () => everyLanguageShows(true));
  } finally {
    await serviceClient().from('translations').delete().like('value', `%:${id}`).throwOnError();
  }
  await reached('200 texts removed', () => everyLanguageShows(false));
});

test('a post scheduled 90 s ahead goes live at its time with nobody logged in, not before', async ({ page }) => {
  test.setTimeout(4 * UPDATE_WITHIN);
  const id = stamp();
  const publishAt = Date.now() + 90_000;
  await createPost({
    title: `Programada ${id}`,
    excerpt: 'Resumen.',
    content: 'Texto.',
    slug: `programada-${id}`,
    status: 'scheduled',
    publish_at: new Date(publishAt).toISOString(),
    date: '2026-11-21',
  });
  const address = `/blog/programada-${id}`;
  // Before its time: no page, not in the app's blog list, not in the sitemap.
  expect((await get(address)).status).toBe(404);
  await page.goto(`${base}/blog`);
  await expect(page.locator('[data-remote="mf_blog"] h1')).toBeVisible();
  await expect(page.getByText(`Programada ${id}`)).toHaveCount(0);
  expect((await get('/sitemap.xml')).body).not.toContain(id);
  expect(Date.now()).toBeLessThan(publishAt);

  await expect.poll(async () => (await get(address)).status, { timeout: 90_000 + UPDATE_WITHIN, intervals: [2000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
  expect((await get('/sitemap.xml')).body).toContain(`${address}</loc>`);
  await page.goto(`${base}/blog`);
  await expect(page.getByText(`Programada ${id}`).first()).toBeVisible();
});

test('the admin shows whether the site shows each post, and a failed update can be retried', async ({ page }) => {
  test.setTimeout(3 * UPDATE_WITHIN);
  const id = stamp();
  // The job is down, then reports a failure (as when the upload to the static host is refused), for
  // the last of its automatic attempts.
  await stopJob();
  await createPost({ title: `Reintento ${id}`, excerpt: 'Resumen.', content: 'Texto.', slug: `reintento-${id}`, status: 'published', date: '2026-11-22' });
  const claimed = await serviceClient().rpc('claim_site_updates');
  const ids = (claimed.data as Array<{ id: number }>).map((row) => row.id);
  await serviceClient().rpc('finish_site_updates', { update_ids: ids, error: 'upload refused' }).throwOnError();
  await serviceClient().from('site_updates').update({ attempts: 3 }).in('id', ids).throwOnError();

  await signInAsAdmin(page);
  await dismissCookieBanner(page);
  await page.goto(`${base}/config-blogmr/posts?q=${id}`);
  const row = page.locator(`tr[data-slug="reintento-${id}"]`);
  await expect(row).toContainText('Error al actualizar la web');
  expect((await get(`/blog/reintento-${id}`)).status).toBe(404);

  await startJob();
  await row.getByRole('button', { name: new RegExp(`^Reintentar\\s*: Reintento ${id}$`) }).click();
  await expect(row).toContainText('Publicada en la web', { timeout: UPDATE_WITHIN });
  expect((await get(`/blog/reintento-${id}`)).status).toBe(200);
});
