// The post editor as a writing tool: the Markdown toolbar (mouse and keyboard), the live preview drawn
// by the public blog's own component, and the autosave of a draft to the server — never of a
// published post, which would publish half-written changes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { injectSession, serviceClient } from '../support/admin-auth';

const created: string[] = [];
test.afterAll(async () => {
  await serviceClient().from('blog_posts').delete().in('id', created);
});

async function seedPost(status: 'draft' | 'published') {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const { data, error } = await serviceClient()
    .from('blog_posts')
    .insert({ title: `Editor ${stamp}`, slug: `editor-${stamp}`, excerpt: 'Resumen de prueba.', content: 'La herencia en Dénia.', status })
    .select('id')
    .single();
  if (error) throw error;
  created.push(data.id);
  return data.id as string;
}

const content = async (id: string) => (await serviceClient().from('blog_posts').select('content').eq('id', id).single()).data!.content as string;

async function openEditor(page: Page, id: string) {
  await page.goto(`/config-blogmr/post/${id}`);
  const editor = page.locator('[data-page="admin:post/edit"]');
  await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).not.toHaveValue('');
  return editor;
}

test('the toolbar formats the selection, the live preview shows it as the blog will, and a draft saves itself', async ({ page }) => {
  test.setTimeout(90_000);
  await injectSession(page);
  const id = await seedPost('draft');
  const editor = await openEditor(page, id);
  const body = editor.getByLabel('Contenido');
  const preview = editor.getByTestId('live-preview');
  await expect(preview.locator('[data-post-content]')).toHaveText('La herencia en Dénia.');

  // Select "herencia" and make it bold with the mouse.
  await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(3, 11));
  await editor.getByRole('button', { name: 'Negrita' }).click();
  await expect(body).toHaveValue('La **herencia** en Dénia.');
  await expect(preview.locator('strong')).toHaveText('herencia');

  // The toolbar is one tab stop; arrow keys move inside it. A numbered list from the keyboard.
  await body.press('End');
  await body.pressSequentially('\nPrimero\nSegundo');
  await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.indexOf('Primero'), element.value.length));
  const toolbar = editor.getByRole('toolbar', { name: 'Formato del texto' });
  await toolbar.getByRole('button', { name: 'Título de sección' }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Lista numerada' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(body).toHaveValue('La **herencia** en Dénia.\n1. Primero\n2. Segundo');
  await expect(preview.locator('ol > li')).toHaveText(['Primero', 'Segundo']);

  // Script in the text stays text in the preview, as on the public blog.
  await body.pressSequentially('\n<img src=x onerror="window.__pwned=1">');
  await expect(preview.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // Autosave: a few seconds after the last keystroke the draft is on the server, with nothing clicked.
  await body.fill('Texto guardado solo.');
  await expect.poll(() => content(id), { timeout: 15_000 }).toBe('Texto guardado solo.');
  await expect(editor.getByText(/Borrador guardado automáticamente a las/)).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Nothing is left unsaved: a reload asks nothing and restores no local draft.
  await page.reload();
  await expect(editor.getByLabel('Contenido')).toHaveValue('Texto guardado solo.');
  await expect(editor.getByText('Se ha recuperado un borrador sin guardar')).toHaveCount(0);
});

test('a published post is never autosaved: its changes wait for Save', async ({ page }) => {
  test.setTimeout(60_000);
  await injectSession(page);
  const id = await seedPost('published');
  const editor = await openEditor(page, id);
  await editor.getByLabel('Contenido').fill('Cambio a medio escribir.');
  await page.waitForTimeout(7_000); // longer than the autosave delay (use-autosave.ts)
  expect(await content(id)).toBe('La herencia en Dénia.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(editor.getByText('Entrada guardada.')).toBeVisible();
  expect(await content(id)).toBe('Cambio a medio escribir.');
});
