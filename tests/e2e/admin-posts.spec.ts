// The post editor against the real backend and the public blog: Spanish + English text and an
// uploaded cover image reach /blog and /en/blog/{slug}; a second post with the same title gets -1;
// drafts stay off the public site and featuring acts on it; delete asks first. Bad input stays in the form.
import { expect, test, type Page } from '@playwright/test';
import { injectSession, serviceClient } from '../support/admin-auth';
import { appSite } from '../support/stack';

// The posts made here are opened on the public blog at once, so this spec browses the app for every
// route (appSite): the production site shows such a change once the site-update job has regenerated
// the pages (../support/stack.ts).
test.use({ baseURL: appSite });

// 8×8 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQMAAAD+wSzIAAAABlBMVEX/AAD///9BHTQRAAAAEUlEQVR4nGNgYGBgYGBgYGAAAAUAAYnR4nQAAAAASUVORK5CYII=',
  'base64',
);

// Other specs count the public posts: the posts made here go away even when a step fails.
test.afterAll(async () => {
  await serviceClient().from('blog_posts').delete().like('title', 'Guía de herencias %');
});

async function newPost(page: Page, titleEs: string) {
  await page.goto('/config-blogmr/post/new');
  const editor = page.locator('[data-page="admin:post/new"]');
  await expect(editor.locator('h1')).toHaveText('Nueva entrada');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill(titleEs);
  return editor;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page).toHaveURL(/\/config-blogmr\/post\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-page="admin:post/edit"]').getByText('Entrada guardada.')).toBeVisible();
  return page.url().split('/').pop()!;
}

test('create, publish in es+en with an image, de-duplicate the slug, hide, feature, delete', async ({ page }) => {
  test.setTimeout(120_000);
  await injectSession(page);
  const stamp = Date.now().toString(36);
  const titleEs = `Guía de herencias ${stamp}`;
  const slug = `guia-herencias-${stamp}`;

  const editor = await newPost(page, titleEs);
  await expect(editor.getByLabel('Dirección (slug)')).toHaveValue(slug);
  await editor.getByLabel('Resumen').fill('Cómo aceptar una herencia en España.');
  await editor.getByLabel('Contenido').fill('Primer párrafo.\n\nSegundo párrafo.');
  await editor.getByRole('tab', { name: /English/ }).click();
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill(`Inheritance guide ${stamp}`);
  await editor.getByLabel('Resumen').fill('How to accept an inheritance in Spain.');
  await editor.getByLabel('Contenido').fill('First paragraph.');
  await expect(editor.getByRole('tab', { name: /English.*completo/ })).toBeVisible();
  await editor.getByLabel('Imagen de portada').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
  const cover = editor.getByRole('img', { name: 'Vista previa de la imagen de portada' });
  await expect(cover).toHaveAttribute('src', /\/storage\/v1\/object\/public\/public-images\/posts\/.+\.png$/);
  const imageUrl = (await cover.getAttribute('src'))!;
  expect((await page.request.get(imageUrl)).status()).toBe(200);

  // Preview shows the dialog content of the selected language.
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Inheritance guide ${stamp}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  await editor.getByRole('tab', { name: /Español/ }).click();
  await editor.getByLabel('Texto alternativo de la imagen').fill('Un testamento sobre una mesa');
  await editor.getByLabel('Estado').selectOption({ label: 'Publicada' });
  const firstId = await save(page);
  const { data: row } = await serviceClient().from('blog_posts').select('*').eq('id', firstId).single();
  expect(row).toMatchObject({
    slug,
    title: titleEs,
    title_en: `Inheritance guide ${stamp}`,
    image: imageUrl,
    image_alt: 'Un testamento sobre una mesa',
    status: 'published',
    hidden: false,
    excerpt_de: null,
  });

  await page.goto('/blog');
  const card = page.locator('[data-remote="mf_blog"]').locator('article', { has: page.locator(`a[href="/blog/${slug}"]`) });
  await expect(card).toContainText(titleEs);
  await expect(card.locator('img')).toHaveAttribute('src', imageUrl);
  await page.goto(`/en/blog/${slug}`);
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText(`Inheritance guide ${stamp}`);
  await expect(page.locator('[data-remote="mf_blog"]').locator(`img[src="${imageUrl}"]`)).toBeVisible();

  // Same title again → '-1'.
  const second = await newPost(page, titleEs);
  await expect(second.getByLabel('Dirección (slug)')).toHaveValue(`${slug}-1`);
  await expect(second.getByLabel('Estado')).toHaveValue('draft'); // a new post starts as a draft
  const secondId = await save(page);
  await page.goto('/blog');
  await expect(page.locator(`[data-remote="mf_blog"] a[href="/blog/${slug}"]`).first()).toBeVisible();
  await expect(page.locator(`[data-remote="mf_blog"] a[href="/blog/${slug}-1"]`)).toHaveCount(0);

  // Quick editor from the list: feature the first post → it shows in the home latest posts.
  await page.goto(`/config-blogmr/posts?q=${stamp}`);
  const list = page.locator('[data-page="admin:posts"]');
  await expect(list.locator('tbody tr')).toHaveCount(2);
  await list
    .locator(`tr[data-slug="${slug}"]`)
    .getByRole('button', { name: /Edición rápida/ })
    .click();
  const quick = page.getByRole('dialog');
  await quick.getByLabel('Destacada en la página de inicio').check();
  await quick.getByRole('button', { name: 'Guardar' }).click();
  await expect(quick).toHaveCount(0);
  await expect(list.locator(`tr[data-slug="${slug}"]`)).toContainText('En portada');
  await page.goto('/');
  await expect(page.locator('[data-page="latestPosts"]')).toContainText(titleEs);

  // Delete both, with confirmation.
  for (const id of [secondId, firstId]) {
    await page.goto(`/config-blogmr/post/${id}`);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar la entrada?' });
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page).toHaveURL(/\/config-blogmr\/posts$/);
  }
  const { data: left } = await serviceClient().from('blog_posts').select('id').in('id', [firstId, secondId]);
  expect(left).toEqual([]);
  await page.goto('/blog');
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText('Blog jurídico');
  await expect(page.locator(`[data-remote="mf_blog"] a[href="/blog/${slug}"]`)).toHaveCount(0);
});

test('bad input on every editor field gets a message beside it and nothing typed is lost', async ({ page }) => {
  await injectSession(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/config-blogmr/post/new');
  const editor = page.locator('[data-page="admin:post/new"]');
  await editor.getByLabel('Contenido').fill('Texto que no debe perderse.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(editor.getByText('El título en español es obligatorio.')).toBeVisible();
  await expect(editor.getByText('La dirección es obligatoria.')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Título válido');
  // Past its limit a field takes nothing more (maxlength, the schema's limit), and says so.
  await editor.getByLabel('Dirección (slug)').fill('a'.repeat(71));
  await expect(editor.getByLabel('Dirección (slug)')).toHaveValue('a'.repeat(70));
  await expect(editor.getByLabel('Dirección (slug)')).toHaveAccessibleDescription(/Ha llegado al máximo de 70 caracteres/);
  await editor.getByLabel('Dirección (slug)').fill('Con Mayúsculas');
  await editor.locator('input[name="category"]').fill('');
  await editor.locator('input[name="additional_categories"]').fill(Array.from({ length: 11 }, (_, i) => `c${i}`).join(', '));
  await editor.getByRole('tab', { name: /English/ }).click();
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('x'.repeat(201));
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('x'.repeat(200));
  await editor.getByRole('textbox', { name: 'Imagen para redes sociales (URL)' }).fill('ftp://example.com/a.png');
  // Saved from the Spanish tab: the tab of the first language with an error opens.
  await editor.getByRole('tab', { name: /Español/ }).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(editor.getByText('Escriba una dirección https:// válida.')).toBeVisible(); // the English tab opens
  await expect(editor.getByRole('tab', { name: /English.*con errores/ })).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByText(/Use solo minúsculas sin acentos/)).toBeVisible();
  await expect(editor.getByText('La categoría es obligatoria.')).toBeVisible();
  await expect(editor.getByText('Como máximo 10 categorías adicionales.')).toBeVisible();

  await editor
    .getByLabel('Imagen de portada')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(editor.getByText('El archivo no es una imagen admitida (JPEG, PNG, WebP, GIF o AVIF).')).toBeVisible();
  await editor.getByLabel('Imagen de portada').setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(editor.getByText('La imagen supera el tamaño máximo de 5 MB.')).toBeVisible();

  // Nothing typed was lost, and the URL never changed (nothing was saved).
  await expect(page).toHaveURL(/\/config-blogmr\/post\/new$/);
  await editor.getByRole('tab', { name: /Español/ }).click();
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Título válido');
  await expect(editor.getByLabel('Contenido')).toHaveValue('Texto que no debe perderse.');
  const { data } = await serviceClient().from('blog_posts').select('id').eq('title', 'Título válido');
  expect(data).toEqual([]);
});

test('a slug taken meanwhile by someone else is refused on save when typed by hand', async ({ page }) => {
  await injectSession(page);
  const stamp = Date.now().toString(36);
  const taken = `ocupado-${stamp}`;
  await page.goto('/config-blogmr/post/new');
  const editor = page.locator('[data-page="admin:post/new"]');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill(`Otra entrada ${stamp}`);
  await editor.getByLabel('Dirección (slug)').fill(taken);
  // Another member of staff publishes with that slug while this editor is open.
  const { error } = await serviceClient().from('blog_posts').insert({ title: 'Ya existe', slug: taken, hidden: true });
  expect(error).toBeNull();
  try {
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(editor.getByText('Esa dirección ya la usa otra entrada.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/config-blogmr\/post\/new$/);
  } finally {
    await serviceClient().from('blog_posts').delete().eq('slug', taken);
  }
});
