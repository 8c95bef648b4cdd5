// The post page: translated text with Spanish fallback, page title and description, hidden or
// missing slugs, inert HTML in content, sharing (Web Share and clipboard) and axe.
import { expect, test } from '@playwright/test';
import { appSite } from '../support/stack';
import { createPosts, decideCookies, expectNoSeriousViolations, uniqueSlug } from './blog-support';

const postRoot = (page: import('@playwright/test').Page) => page.locator('[data-remote="mf_blog"][data-page="blogPost"]');

test.beforeEach(async ({ page }) => decideCookies(page, false));

test('related posts share the category; the back link returns to the list', async ({ page }) => {
  await page.goto('/blog/divorcio-mutuo-acuerdo-notario-juzgado');
  const post = postRoot(page);
  const related = post.getByRole('region', { name: 'Artículos relacionados' });
  await expect(related.locator('article[data-post-slug]')).toHaveCount(1);
  await expect(related.locator('[data-post-slug="traslado-extranjero-hijos-separacion"]')).toBeVisible();
  await related.getByRole('link', { name: /^Leer más/ }).click();
  await expect(page).toHaveURL(/\/blog\/traslado-extranjero-hijos-separacion$/);
  await expect(post.locator('h1')).toHaveText('Mudarse al extranjero con los hijos tras la separación');
  await post.getByRole('link', { name: 'Volver al blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('[data-page="blog"] h1')).toHaveText('Blog jurídico');
});

test("on the site as served, a hidden or unknown post's address answers 404 with a way home and back to the blog", async ({ page }) => {
  const hidden = await page.goto('/blog/masc-negociacion-previa-demanda-civil'); // hidden in the seed
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Vaya! Página no encontrada');
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  await page.getByRole('main').getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page.locator('[data-remote="mf_blog"][data-page="blog"] h1')).toHaveText('Blog jurídico');

  const unknown = await page.goto('/ar/blog/does-not-exist');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('link', { name: 'العودة إلى المدونة' })).toHaveAttribute('href', '/ar/blog');
  // Elsewhere the way home is the only one.
  await page.goto('/en/no-such-page');
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(1);
});

// Posts made for the test, and posts the site does not show, opened at their own address: the app
// for every route renders them (../support/stack.ts, appSite) with mf-blog's own views; the production
// site answers such an address with its generated page once the site-update job has made one, else
// with its 404 page (above).
test.describe('posts opened at their address by the app', () => {
  test.use({ baseURL: appSite });

  test('a post written in es+en shows English on /en and falls back to Spanish on /de', async ({ page }) => {
    const slug = uniqueSlug('e2e-bilingue');
    const cleanup = await createPosts({
      slug,
      title: 'Plazos de la reclamación previa',
      excerpt: 'Resumen en español del artículo.',
      content: 'Primera línea\nSegunda línea\n\n**Importante**: plazos.',
      title_en: 'Deadlines for the prior claim',
      excerpt_en: 'English summary of the article.',
      content_en: 'First line\nSecond line\n\n**Important**: deadlines.',
      category: 'Laboral',
      date: '2025-03-05',
    });
    try {
      await page.goto(`/en/blog/${slug}`);
      const post = postRoot(page);
      await expect(post).toHaveAttribute('data-slug', slug);
      await expect(post.locator('h1')).toHaveText('Deadlines for the prior claim');
      await expect(post.locator('header time')).toHaveText('5 March 2025');
      const content = post.locator('[data-post-content]');
      await expect(content.locator('p').first()).toHaveText('First lineSecond line');
      await expect(content.locator('p').first().locator('br')).toHaveCount(1);
      await expect(content.locator('strong')).toHaveText('Important');
      await expect(page).toHaveTitle('Deadlines for the prior claim | MR Abogados Dénia');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'English summary of the article.');
      await expect(post.getByRole('link', { name: 'Back to the blog' }).first()).toHaveAttribute('href', '/en/blog');

      await page.goto(`/de/blog/${slug}`);
      await expect(post.locator('h1')).toHaveText('Plazos de la reclamación previa');
      await expect(post.locator('header time')).toHaveText('5. März 2025');
      await expect(post.getByRole('link', { name: 'Zurück zum Blog' }).first()).toBeVisible();
      await expect(page).toHaveTitle('Plazos de la reclamación previa | MR Abogados Dénia');
    } finally {
      await cleanup();
    }
  });

  test('a hidden or unknown slug shows the not-found view with a way back', async ({ page }) => {
    await page.goto('/blog/masc-negociacion-previa-demanda-civil'); // hidden in the seed
    const post = postRoot(page);
    await expect(post.locator('h1')).toHaveText('Artículo no encontrado');
    await expect(post.getByText('MASC')).toHaveCount(0);
    await page.goto('/en/blog/does-not-exist');
    await expect(post.locator('h1')).toHaveText('Article not found');
    await post.getByRole('link', { name: 'See all articles' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
  });

  test('HTML in a post renders inert: no script, no handlers, no javascript: links', async ({ page }) => {
    const slug = uniqueSlug('e2e-xss');
    const cleanup = await createPosts({
      slug,
      title: 'Contenido con HTML',
      excerpt: 'Prueba de saneamiento',
      content: [
        'Texto normal',
        '<script>window.__pwned = "script"</script>',
        '<img src="x" onerror="window.__pwned = \'onerror\'">',
        "[enlace](javascript:window.__pwned='link')",
        '<a href="javascript:window.__pwned=\'anchor\'">otro enlace</a>',
        '<svg><animate onbegin="window.__pwned=\'svg\'" attributeName="x" dur="1s"></animate></svg>',
        '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
      ].join('\n\n'),
      category: 'Pruebas',
      date: '2025-01-01',
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto(`/blog/${slug}`);
      const content = postRoot(page).locator('[data-post-content]');
      await expect(content).toContainText('Texto normal');
      await expect(content.locator('img')).toHaveCount(1);
      await page.waitForTimeout(500); // let a broken image's error event fire, if it could
      expect(await content.locator('script, iframe').count()).toBe(0);
      const attributes = await content.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`)),
      );
      expect(attributes.filter((entry) => /^on|javascript:/i.test(entry) || /=\s*javascript:/i.test(entry))).toEqual([]);
      for (const link of await content.locator('a').all()) await link.click({ force: true }).catch(() => undefined);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
      expect(dialogs).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});

test('share: the Web Share API when present, else the clipboard, each with its toast', async ({ page, context }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        if ((window as unknown as { __shareFails?: boolean }).__shareFails) throw new Error('permiso denegado');
        shared.push(data);
      },
    });
  });
  await page.goto('/blog/arraigo-nuevo-reglamento-extranjeria');
  const post = postRoot(page);
  await post.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('¡Éxito!')).toBeVisible();
  await expect(page.getByText('Contenido compartido')).toBeVisible();
  const [shared] = await page.evaluate(() => (window as unknown as { __shared: Array<Record<string, string>> }).__shared);
  expect(shared.title).toBe('El arraigo con el nuevo Reglamento de Extranjería');
  expect(shared.text.length).toBeGreaterThan(10);
  expect(shared.url).toMatch(/^http:\/\/localhost:\d+\/blog\?post=arraigo-nuevo-reglamento-extranjeria$/);

  await page.evaluate(() => ((window as unknown as { __shareFails: boolean }).__shareFails = true));
  await post.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('No se pudo compartir: permiso denegado')).toBeVisible();

  // No Web Share: the URL goes to the clipboard (English page → English path and texts).
  const other = await context.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await other.addInitScript(() => {
    localStorage.setItem('cookie_consent', JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: 1 }));
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await other.goto('/en/blog/arraigo-nuevo-reglamento-extranjeria');
  await other.bringToFront(); // the clipboard only serves the focused document
  await postRoot(other).getByRole('button', { name: 'Share' }).click();
  await expect(other.getByText('Copied to clipboard')).toBeVisible();
  await expect(other.getByText('Share the URL manually')).toBeVisible();
  expect(await other.evaluate(() => navigator.clipboard.readText())).toMatch(/\/en\/blog\?post=arraigo-nuevo-reglamento-extranjeria$/);

  // Clipboard refused: the copy error toast.
  await other.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await postRoot(other).getByRole('button', { name: 'Share' }).click();
  await expect(other.getByText('Could not copy to the clipboard: denied')).toBeVisible();
});

test('the preview dialog shares too (clipboard branch, Spanish texts)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await page.goto('/blog?post=despido-improcedente-plazos-indemnizacion');
  await page.getByRole('dialog').getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('Copiado al portapapeles')).toBeVisible();
  await expect(page.getByText('Comparte la URL manualmente')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\?post=despido-improcedente-plazos-indemnizacion$/);
});

for (const [language, path] of [
  ['es', '/blog/vivienda-turistica-denia-registro'],
  ['ar', '/ar/blog/vivienda-turistica-denia-registro'],
] as const) {
  test(`axe: post page in ${language}`, async ({ page }) => {
    await page.goto(path);
    await expect(postRoot(page).locator('[data-post-content]')).toBeVisible();
    await expectNoSeriousViolations(page, `${language} post`);
  });
}

test('mf-blog alone renders the list, a post and the dialog', async ({ page }) => {
  const { TEST_PORTS } = await import('../support/ports');
  const at = (path: string) => `http://localhost:${TEST_PORTS.mf_blog}${path}`;
  await page.goto(at('/blog'));
  await expect(page.locator('[data-page="blog"] article[data-post-slug]')).toHaveCount(6);
  await page
    .locator('[data-page="blog"]')
    .getByRole('button', { name: /^Vista previa/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('[data-post-content]')).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Leer el artículo completo' }).click();
  await expect(page.locator('[data-page="blogPost"] h1')).toHaveText('Comprar una vivienda en Dénia siendo extranjero: pasos y precauciones');
});
