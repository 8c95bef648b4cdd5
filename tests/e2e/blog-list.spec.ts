// The blog list: posts in the current language, filters, search, pagination, the preview dialog
// synchronised with the URL, a failing read that keeps the page usable, and axe in es and ar.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../config/repo.mjs';
import { decideCookies, expectNoSeriousViolations } from './blog-support';

const list = (page: import('@playwright/test').Page) => page.locator('[data-remote="mf_blog"][data-page="blog"]');

test.beforeEach(async ({ page }) => decideCookies(page, false));

test('lists the public posts newest first, six per page, and hides hidden posts', async ({ page }) => {
  await page.goto('/blog');
  const blog = list(page);
  await expect(blog.locator('h1')).toHaveText('Blog jurídico');
  const cards = blog.locator('article[data-post-slug]');
  await expect(cards).toHaveCount(6);
  await expect(cards.first().locator('h2')).toHaveText('Comprar una vivienda en Dénia siendo extranjero: pasos y precauciones');
  await expect(cards.first().locator('time')).toHaveText('2 de octubre de 2026');
  await expect(cards.first().getByRole('link', { name: /^Leer más/ })).toHaveAttribute('href', '/blog/comprar-vivienda-denia-extranjero');
  await expect(blog.locator('[data-post-slug="masc-negociacion-previa-demanda-civil"]')).toHaveCount(0); // hidden in the seed

  const pagination = blog.getByRole('navigation', { name: 'Páginas del blog' });
  await expect(pagination).toContainText('Página 1 de 2');
  await pagination.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cards).toHaveCount(2);
  await expect(blog.locator('[data-post-slug="masc-negociacion-previa-demanda-civil"]')).toHaveCount(0);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(pagination).toContainText('Página 2 de 2');
});

test('category filter (additional categories too) and search narrow the list', async ({ page }) => {
  await page.goto('/blog');
  const blog = list(page);
  await expect(blog.locator('article[data-post-slug]')).toHaveCount(6);
  await blog.getByLabel('Categoría').selectOption('Civil');
  // 'Civil' is the main category of one post and an additional one of another.
  await expect(blog.locator('article[data-post-slug]')).toHaveCount(2);
  await expect(blog.locator('[data-post-slug="vivienda-turistica-denia-registro"]')).toBeVisible();
  await expect(blog.locator('[data-post-slug="reclamar-cuotas-impagadas-comunidad"]')).toBeVisible();
  await expect(page).toHaveURL(/category=Civil/);

  await blog.getByLabel('Buscar', { exact: true }).fill('propietarios');
  await expect(blog.locator('article[data-post-slug]')).toHaveCount(1);
  await expect(blog.locator('[data-post-slug="reclamar-cuotas-impagadas-comunidad"]')).toBeVisible();

  await blog.getByLabel('Buscar', { exact: true }).fill('zzz no existe');
  await expect(blog.getByText('Ningún artículo coincide con su búsqueda.')).toBeVisible();
  await blog.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(blog.locator('article[data-post-slug]')).toHaveCount(6);
  await expect(page).toHaveURL(/\/blog$/);
});

test('English and Arabic lists show translated posts and texts', async ({ page }) => {
  await page.goto('/en/blog');
  const blog = list(page);
  await expect(blog.locator('h1')).toHaveText('Legal blog');
  await expect(blog.locator('article h2').first()).toHaveText('Buying a home in Dénia as a foreigner: steps and precautions');
  await expect(blog.locator('article time').first()).toHaveText('2 October 2026');
  await blog.getByLabel('Search', { exact: true }).fill('dismissed');
  await expect(blog.locator('article[data-post-slug]')).toHaveCount(1);
  await expect(blog.locator('[data-post-slug="despido-improcedente-plazos-indemnizacion"]')).toBeVisible();

  await page.goto('/ar/blog');
  await expect(blog.locator('h1')).toHaveText('المدونة القانونية');
  await expect(blog).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(blog.locator('article h2').first()).toHaveText('شراء منزل في دينيا كأجنبي: الخطوات والاحتياطات');
  await expect(blog.getByRole('button', { name: /^معاينة/ }).first()).toBeVisible();
});

test('the preview dialog syncs with the URL both ways and returns focus', async ({ page }) => {
  await page.goto('/blog');
  const blog = list(page);
  const preview = blog.getByRole('button', { name: /^Vista previa\s*: Divorcio de mutuo acuerdo/ });
  await preview.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Divorcio de mutuo acuerdo: ¿ante notario o ante el juzgado?' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\?post=divorcio-mutuo-acuerdo-notario-juzgado$/);
  await expect(dialog).toContainText('4 de septiembre, 2026');
  await expect(dialog.getByRole('list', { name: 'Categorías' })).toHaveText('Familia');
  await expect(dialog.locator('[data-post-content]')).not.toBeEmpty();
  await expect(dialog.getByRole('button', { name: 'Compartir' })).toBeVisible();
  const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(700);
  expect(width).toBeGreaterThan(600);

  // Focus stays inside while tabbing.
  for (let index = 0; index < 8; index += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(preview).toBeFocused();

  // Opening /blog?post=… directly opens it; closing returns to /blog.
  await page.goto('/blog?post=vivienda-turistica-denia-registro');
  await expect(dialog.getByRole('heading', { name: 'Alquiler turístico en Dénia: registros y acuerdos de la comunidad' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Categorías' }).getByRole('listitem')).toHaveText(['Inmobiliario', 'Administrativo', 'Civil']);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // A hidden or unknown post: the no-post message.
  await page.goto('/blog?post=masc-negociacion-previa-demanda-civil');
  await expect(dialog.getByRole('heading', { name: 'No se ha seleccionado ninguna entrada' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Compartir' })).toHaveCount(0);

  // Phone width: 95vw at most.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/blog?post=arraigo-nuevo-reglamento-extranjeria');
  await expect(dialog.getByRole('heading', { name: /Settlement permits/ })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/blog\?post=arraigo-nuevo-reglamento-extranjeria$/);
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(390 * 0.95 + 0.5);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/en\/blog$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a preview before the list is live opens the dialog at once, then shows that post; one closed meanwhile stays closed', async ({ page }) => {
    // The Radix dialog (shared-ui/dialog) is no longer the list's: the preview is a native <dialog>
    // in the generated page, opened by the button's invoker command (issue #47).
    const radixFiles = new Set<string>();
    for (const app of ['shell', 'mf-blog']) {
      const manifest = JSON.parse(await readFile(path.join(repoRoot, app, 'dist/mf-manifest.json'), 'utf8'));
      const dialog = manifest.shared.find((entry: { name: string }) => entry.name === 'shared-ui/dialog');
      for (const file of dialog ? [...dialog.assets.js.sync, ...dialog.assets.js.async] : []) radixFiles.add(path.basename(file));
    }
    const radixRequests: string[] = [];
    page.on('request', (request) => {
      if (radixFiles.has(path.basename(new URL(request.url()).pathname))) radixRequests.push(request.url());
    });
    // The list's code is held back until released: the page is the generated one, not yet live.
    let release = () => {};
    const holdBlog = async () => {
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_apps\/mf-blog\//, async (route) => {
        await released;
        await route.continue().catch(() => {});
      });
    };
    const preview = list(page).getByRole('button', { name: /^Vista previa\s*: Divorcio de mutuo acuerdo/ });
    const dialog = page.getByRole('dialog');

    await holdBlog();
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await preview.tap();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Cargando/ })).toBeVisible();
    await expect(page.locator('#root[data-live]')).not.toBeAttached();
    release();
    await expect(dialog.getByRole('heading', { name: 'Divorcio de mutuo acuerdo: ¿ante notario o ante el juzgado?' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?post=divorcio-mutuo-acuerdo-notario-juzgado$/);
    await dialog.getByRole('button', { name: 'Cerrar' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);

    // Opened and closed again before the list was live: the list does not open it once it is.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await holdBlog();
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await preview.tap();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    release();
    await expect(page.locator('#root[data-live]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
    expect(radixRequests).toEqual([]);
  });
});

test('a failing read shows a translated message with retry, and the page stays usable', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  test.setTimeout(120_000);
  let attempts = 0;
  await page.route(/\/rest\/v1\/blog_posts/, (route) => {
    attempts += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/blog');
  const blog = list(page);
  // supabase-js and the query client each retry a failed read before giving up.
  await expect(blog.getByRole('alert')).toContainText('No hemos podido cargar los artículos', { timeout: 60_000 });
  expect(attempts).toBeGreaterThan(0);
  await expect(blog.locator('h1')).toHaveText('Blog jurídico');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(errors.some((text) => text.includes('[mf-blog] could not load the blog posts'))).toBe(true);

  await page.unroute(/\/rest\/v1\/blog_posts/);
  await blog.getByRole('button', { name: 'Reintentar' }).click();
  await expect(blog.locator('article[data-post-slug]')).toHaveCount(6);
  await expect(blog.getByRole('alert')).toHaveCount(0);
});

for (const [language, path, previewName] of [
  ['es', '/blog', /^Vista previa/],
  ['ar', '/ar/blog', /^معاينة/],
] as const) {
  test(`axe: list and open dialog in ${language}`, async ({ page }) => {
    await page.goto(path);
    await expect(list(page).locator('article[data-post-slug]')).toHaveCount(6);
    await expectNoSeriousViolations(page, `${language} list`);
    await list(page).getByRole('button', { name: previewName }).first().click();
    await expect(page.getByRole('dialog').locator('[data-post-content]')).toBeVisible();
    await expectNoSeriousViolations(page, `${language} dialog`);
  });
}
