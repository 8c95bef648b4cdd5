// Publishing from the editor against the real database: a scheduled post goes live by itself, a save
// over someone else's newer save asks what to keep (and loses nothing), the history restores a version.
import { expect, test, type Page } from '@playwright/test';
import { injectSession, serviceClient } from '../support/admin-auth';
import { appSite } from '../support/stack';

// The scheduled post is opened on the public blog at its time, so this spec browses the app for
// every route (appSite): the production site shows such a change once the site-update job has
// regenerated the pages (../support/stack.ts).
test.use({ baseURL: appSite });

// Other specs count the seeded posts: whatever this spec creates goes away, pass or fail.
const created: string[] = [];
test.afterAll(async () => {
  await serviceClient().from('blog_posts').delete().in('id', created);
});

async function seedPost(fields: Record<string, unknown> = {}) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const { data, error } = await serviceClient()
    .from('blog_posts')
    .insert({ title: `Entrada ${stamp}`, slug: `entrada-${stamp}`, content: 'Texto.', status: 'published', ...fields })
    .select('id, slug, title, version')
    .single();
  if (error) throw error;
  created.push(data.id);
  return data as { id: string; slug: string; title: string; version: number };
}

const row = async (id: string) => (await serviceClient().from('blog_posts').select('*').eq('id', id).single()).data!;

async function openEditor(page: Page, id: string) {
  await page.goto(`/config-blogmr/post/${id}`);
  const editor = page.locator('[data-page="admin:post/edit"]');
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).not.toHaveValue('');
  return editor;
}

test('a scheduled post stays off the site until its time, then goes live by itself', async ({ page }) => {
  test.setTimeout(90_000);
  await injectSession(page);
  const post = await seedPost({ status: 'draft' });
  const editor = await openEditor(page, post.id);
  await expect(editor.getByTestId('post-live-state')).toHaveText('Ahora: borrador, no visible en la web.');
  await editor.getByLabel('Estado').selectOption({ label: 'Programada' });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(editor.getByText('Indique la fecha y la hora de publicación.')).toBeVisible();
  await editor.getByLabel('Publicar el').fill('2099-01-01T10:00');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(editor.getByText('Entrada guardada.')).toBeVisible();
  await expect(editor.getByTestId('post-live-state')).toContainText('Ahora: programada para el 1 de enero de 2099');
  expect((await row(post.id)).status).toBe('scheduled');

  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText('Artículo no encontrado');

  // Time passes: the publishing time is now. Nobody saves anything; the database's job publishes it.
  await serviceClient()
    .from('blog_posts')
    .update({ publish_at: new Date(Date.now() + 2000).toISOString() })
    .eq('id', post.id)
    .throwOnError();
  await expect.poll(async () => (await row(post.id)).status, { timeout: 30_000 }).toBe('published');
  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText(post.title);
});

test('saving over a newer save asks what to keep: mine over theirs, theirs, or mine as a new draft', async ({ page }) => {
  test.setTimeout(90_000);
  await injectSession(page);
  const post = await seedPost();
  const theirsSaves = async (title: string) => {
    const current = await row(post.id);
    await serviceClient().from('blog_posts').update({ title, version: current.version }).eq('id', post.id).throwOnError();
  };

  // 1. Keep both: mine becomes a new draft, theirs stays on the post.
  let editor = await openEditor(page, post.id);
  await theirsSaves('Título de la compañera');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Mi título');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Otra persona ha guardado esta entrada' });
  await expect(dialog).toBeVisible();
  // Both versions side by side.
  const compare = dialog.getByRole('table');
  await expect(compare.getByRole('row', { name: /Título/ })).toContainText('Mi título');
  await expect(compare.getByRole('row', { name: /Título/ })).toContainText('Título de la compañera');
  expect((await row(post.id)).title).toBe('Título de la compañera'); // nothing was overwritten
  await dialog.getByRole('button', { name: 'Guardar mis cambios como borrador nuevo' }).click();
  await expect(page).not.toHaveURL(new RegExp(post.id));
  const copyId = page.url().split('/').pop()!;
  created.push(copyId);
  const copy = await row(copyId);
  expect(copy).toMatchObject({ title: 'Mi título', status: 'draft' });
  expect(copy.slug).not.toBe(post.slug);
  expect((await row(post.id)).title).toBe('Título de la compañera');

  // 2. Theirs: the editor shows the saved version.
  editor = await openEditor(page, post.id);
  await theirsSaves('Otra vez la compañera');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Mi segundo título');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByRole('button', { name: 'Ver la versión guardada (descartar mis cambios)' }).click();
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Otra vez la compañera');
  await expect(editor.getByText('Se ha cargado la versión guardada por la otra persona.')).toBeVisible();

  // 3. Mine over theirs: saved, and theirs is still in the history.
  await theirsSaves('Tercera de la compañera');
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Mi tercer título');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar mis cambios encima' }).click();
  await expect(editor.getByText('Entrada guardada.')).toBeVisible();
  expect((await row(post.id)).title).toBe('Mi tercer título');
  const { data: history } = await serviceClient().from('blog_post_revisions').select('snapshot').eq('post_id', post.id);
  expect(history!.map((revision) => (revision.snapshot as { title: string }).title)).toContain('Tercera de la compañera');
});

test('two editors in two browsers: the second save gets the conflict dialog and both texts survive', async ({ browser }) => {
  test.setTimeout(90_000);
  const post = await seedPost();
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [pageA, pageB] = await Promise.all(contexts.map((context) => context.newPage()));
    await injectSession(pageA);
    await injectSession(pageB);
    const editorA = await openEditor(pageA, post.id);
    const editorB = await openEditor(pageB, post.id);
    await editorA.getByRole('textbox', { name: 'Título', exact: true }).fill('Título de Ana');
    await pageA.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(editorA.getByText('Entrada guardada.')).toBeVisible();

    await editorB.getByRole('textbox', { name: 'Título', exact: true }).fill('Título de Berta');
    await pageB.getByRole('button', { name: 'Guardar', exact: true }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Otra persona ha guardado esta entrada' });
    await expect(dialog).toBeVisible();
    const compare = dialog.getByRole('row', { name: /Título/ });
    await expect(compare).toContainText('Título de Ana');
    await expect(compare).toContainText('Título de Berta');
    expect((await row(post.id)).title).toBe('Título de Ana');
    // Berta keeps her text aside; Ana's stays on the post.
    await dialog.getByRole('button', { name: 'Guardar mis cambios como borrador nuevo' }).click();
    await expect(pageB).not.toHaveURL(new RegExp(post.id));
    const copyId = pageB.url().split('/').pop()!;
    created.push(copyId);
    expect(await row(copyId)).toMatchObject({ title: 'Título de Berta', status: 'draft' });
    expect((await row(post.id)).title).toBe('Título de Ana');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('the history lists every save and restores an earlier version as a new one', async ({ page }) => {
  await injectSession(page);
  const post = await seedPost();
  const editor = await openEditor(page, post.id);
  await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Título corregido');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(editor.getByText('Entrada guardada.')).toBeVisible();

  await page.getByRole('button', { name: 'Historial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historial de versiones' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('listitem').first()).toContainText('Versión actual');
  await expect(dialog.getByRole('listitem').first()).toContainText('guardada por usted');
  await expect(dialog.getByRole('listitem').last()).toContainText('cambio automático'); // the service role created it
  // Compare the older version with what the editor shows.
  await dialog.getByRole('button', { name: `Comparar la versión ${post.version} con el texto actual` }).click();
  const compare = dialog.getByRole('table');
  await expect(compare.getByRole('row', { name: /Título/ })).toContainText('Título corregido');
  await expect(compare.getByRole('row', { name: /Título/ })).toContainText(post.title);
  await dialog.getByRole('button', { name: `Restaurar la versión ${post.version}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(post.title);
  await expect(editor.getByText(`Se ha restaurado el contenido de la versión ${post.version}.`)).toBeVisible();
  const restored = await row(post.id);
  expect(restored).toMatchObject({ title: post.title, slug: post.slug, status: 'published', version: post.version + 2 });
});
