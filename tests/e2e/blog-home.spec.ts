// The home page's latest posts (featured / 3 latest / none) and visit counting. These tests change
// data every page reads (featured flags, counters), so they run one after another; run the blog
// specs with --workers=1.
import { expect, test, type Page } from '@playwright/test';
import { adminClient, decideCookies, expectNoSeriousViolations, serviceClient } from './blog-support';

test.describe.configure({ mode: 'serial' });

const latest = (page: Page) => page.locator('[data-remote="mf_blog"][data-page="latestPosts"]');
const slugsShown = (page: Page) =>
  latest(page)
    .locator('article[data-post-slug]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-slug')));

test('featured posts are shown; without featured, the 3 latest; without posts, the message', async ({ page }) => {
  await decideCookies(page, false);
  const service = serviceClient();
  const { data: visible, error } = await service.from('blog_posts').select('id, show_on_homepage').eq('hidden', false);
  if (error) throw error;
  const featuredIds = visible!.filter((post) => post.show_on_homepage).map((post) => post.id);
  try {
    await page.goto('/');
    const section = latest(page);
    await expect(section.locator('h2')).toHaveText('Actualidad Legal');
    await expect(section.getByText('Blog Jurídico')).toBeVisible();
    await expect(section.locator('article[data-post-slug]')).toHaveCount(4);
    expect(await slugsShown(page)).toEqual([
      'herencias-extranjeros-espana-reglamento-europeo',
      'divorcio-mutuo-acuerdo-notario-juzgado',
      'despido-improcedente-plazos-indemnizacion',
      'arraigo-nuevo-reglamento-extranjeria',
    ]);
    await expect(section.getByRole('region', { name: 'Últimos artículos del blog' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(section.getByRole('link', { name: 'Descubrir el blog' })).toHaveAttribute('href', '/blog');
    await expectNoSeriousViolations(page, 'home latest section', '[data-page="latestPosts"]');

    await service.from('blog_posts').update({ show_on_homepage: false }).in('id', featuredIds).throwOnError();
    await page.goto('/fr');
    await expect(section.locator('h2')).toHaveText('Actualité juridique');
    await expect(section.locator('article[data-post-slug]')).toHaveCount(3);
    expect(await slugsShown(page)).toEqual([
      'comprar-vivienda-denia-extranjero',
      'herencias-extranjeros-espana-reglamento-europeo',
      'divorcio-mutuo-acuerdo-notario-juzgado',
    ]);
    await expect(section.locator('article h3').first()).toHaveText('Acheter un logement à Dénia quand on est étranger : étapes et précautions');
    await section.getByRole('link', { name: 'Découvrir le blog' }).click();
    await expect(page).toHaveURL(/\/fr\/blog$/);

    await service
      .from('blog_posts')
      .update({ hidden: true })
      .in(
        'id',
        visible!.map((post) => post.id),
      )
      .throwOnError();
    await page.goto('/');
    await expect(section.getByText('Todavía no hay artículos publicados.')).toBeVisible();
    await expect(section.locator('article')).toHaveCount(0);
  } finally {
    await service
      .from('blog_posts')
      .update({ hidden: false })
      .in(
        'id',
        visible!.map((post) => post.id),
      )
      .throwOnError();
    await service.from('blog_posts').update({ show_on_homepage: true }).in('id', featuredIds).throwOnError();
  }
});

type Counters = { web_visitors: number; blog_visitors: number; web_unique_visitors: number; blog_unique_visitors: number };

test('visits: home counts web, blog paths count blog, contact nothing; unique once per session; no cookie before consent', async ({ page, context }) => {
  const admin = await adminClient();
  const read = async (): Promise<Counters> => {
    const { data, error } = await admin.from('stats_realtime').select('*').order('created_at', { ascending: false }).limit(1).maybeSingle();
    if (error) throw error;
    const row = (data ?? {}) as Partial<Counters>;
    return {
      web_visitors: Number(row.web_visitors ?? 0),
      blog_visitors: Number(row.blog_visitors ?? 0),
      web_unique_visitors: Number(row.web_unique_visitors ?? 0),
      blog_unique_visitors: Number(row.blog_unique_visitors ?? 0),
    };
  };
  const visit = async (path: string) => {
    const recorded = page.waitForResponse((response) => response.url().includes('/rpc/record_visit'));
    await page.goto(path);
    await recorded;
  };
  const delta = (before: Counters, after: Counters) => ({
    web: after.web_visitors - before.web_visitors,
    blog: after.blog_visitors - before.blog_visitors,
    webUnique: after.web_unique_visitors - before.web_unique_visitors,
    blogUnique: after.blog_unique_visitors - before.blog_unique_visitors,
  });

  // No consent yet: counted, never unique, nothing stored.
  let before = await read();
  await visit('/');
  expect(delta(before, await read())).toEqual({ web: 1, blog: 0, webUnique: 0, blogUnique: 0 });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('visitor_id');
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);

  // Consent given: the first blog and web visits of the session are unique.
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
  before = await read();
  await visit('/blog');
  expect(delta(before, await read())).toEqual({ web: 0, blog: 1, webUnique: 0, blogUnique: 1 });
  const cookie = (await context.cookies()).find((entry) => entry.name === 'visitor_id');
  expect(cookie?.value).toMatch(/^v_\d{13}[a-z0-9]+$/);
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  before = await read();
  await visit('/en/blog/arraigo-nuevo-reglamento-extranjeria');
  expect(delta(before, await read())).toEqual({ web: 0, blog: 1, webUnique: 0, blogUnique: 0 });

  before = await read();
  await visit('/en');
  expect(delta(before, await read())).toEqual({ web: 1, blog: 0, webUnique: 1, blogUnique: 0 });

  // In-app navigation is not a page load; the contact page is not counted.
  before = await read();
  let calls = 0;
  page.on('request', (request) => request.url().includes('/rpc/record_visit') && (calls += 1));
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page.locator('[data-page="blog"] article').first()).toBeVisible();
  await page.goto('/contacto');
  await expect(page.locator('[data-page="contact"]')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(calls).toBe(0);
  expect(delta(before, await read())).toEqual({ web: 0, blog: 0, webUnique: 0, blogUnique: 0 });
});
