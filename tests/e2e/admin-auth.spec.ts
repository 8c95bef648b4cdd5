// mf-admin part 1: the login page, the role guard, return to the requested page, no-access for
// signed-in non-admins (and the database refusing them), sign-out, and the dashboard's numbers.
import { expect, test } from '@playwright/test';
import { TEST_PORTS } from '../support/ports';
import { ADMIN, anonClient, createUser, injectSession, serviceClient, submitLogin } from '../support/admin-auth';

const adminRoot = '[data-remote="mf_admin"][data-page="admin"]';

test('wrong password shows the translated message and keeps what was typed', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.locator('[data-page="adminLogin"] h1')).toHaveText('Acceso al panel de control');
  await submitLogin(page, { email: ADMIN.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(ADMIN.email);
  expect(await page.evaluate(() => localStorage.getItem('sb-localhost-auth-token'))).toBeNull();
});

test('empty fields are explained beside each field', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible();
  await expect(page.getByText('Escriba la contraseña.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
});

test('network down and too many attempts get their own messages', async ({ page }) => {
  await page.goto('/admin-login');
  await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
  await submitLogin(page);
  await expect(page.getByRole('alert')).toHaveText(/No hay conexión con el servidor/);
  await page.unroute('**/auth/v1/token**');
  // The local backend has no rate limiter: answer as GoTrue does when it trips.
  await page.route('**/auth/v1/token**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'over_request_rate_limit', msg: 'Request rate limit reached' }),
    }),
  );
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Demasiados intentos. Espere unos minutos y vuelva a probar.');
});

test('an anonymous visit to the editor goes to login and comes back after signing in', async ({ page }) => {
  await page.goto('/config-blogmr/post/new');
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fconfig-blogmr%2Fpost%2Fnew$/);
  await expect(page.getByText('Inicie sesión para continuar.', { exact: false })).toBeVisible();
  await submitLogin(page);
  await expect(page).toHaveURL(/\/config-blogmr\/post\/new$/);
  await expect(page.locator('[data-page="admin:post/new"] h1')).toHaveText('Nueva entrada');
  await expect(page).toHaveTitle('Panel de control | MR Abogados Dénia');
});

test('a signed-in non-admin sees "no access", cannot write posts, and can sign out', async ({ page }) => {
  const user = await createUser({ prefix: 'staff' });
  await page.goto('/admin-login?redirect=%2Fconfig-blogmr');
  await submitLogin(page, user);
  const root = page.locator(adminRoot);
  await expect(root.locator('[data-page="admin:noAccess"] h1')).toHaveText('Sin acceso al panel');
  await expect(root).toContainText(user.email);
  await expect(root.getByRole('navigation')).toHaveCount(0);

  // RLS is the real boundary: the same user's session cannot insert a post.
  const client = anonClient();
  await client.auth.signInWithPassword(user);
  const { error } = await client.from('blog_posts').insert({ title: 'Intruso', slug: `intruso-${Date.now()}` });
  expect(error?.code).toBe('42501');

  await root.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin-login\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem('sb-localhost-auth-token'))).toBeNull();
});

test('the dashboard shows the numbers in the database', async ({ page }) => {
  await injectSession(page);
  const service = serviceClient();
  await page.goto('/config-blogmr');
  const dashboard = page.locator('[data-page="admin:dashboard"]');
  await expect(dashboard.locator('h1')).toHaveText('Resumen');
  // Other specs visit the public site (counters) and write posts meanwhile: compare one snapshot
  // of the database with a fresh load of the page until both agree.
  await expect(async () => {
    const [{ data: stats }, { data: posts }, { data: contact }, { data: subs }] = await Promise.all([
      service.from('stats_realtime').select('*').order('created_at', { ascending: false }).limit(1),
      service.from('blog_posts').select('hidden, show_on_homepage'),
      service.from('contact_requests').select('id').eq('status', 'new'),
      service.from('substitution_requests').select('id').eq('status', 'new'),
    ]);
    await page.reload();
    const value = (id: string) => dashboard.getByTestId(id);
    const number = (n: number) => new Intl.NumberFormat('es').format(n);
    await expect(value('web-visitors')).toHaveText(number(stats![0].web_visitors), { timeout: 5000 });
    await expect(value('web-unique')).toHaveText(number(stats![0].web_unique_visitors), { timeout: 1000 });
    await expect(value('blog-visitors')).toHaveText(number(stats![0].blog_visitors), { timeout: 1000 });
    await expect(value('blog-unique')).toHaveText(number(stats![0].blog_unique_visitors), { timeout: 1000 });
    await expect(value('posts-published')).toHaveText(String(posts!.filter((p) => !p.hidden).length), { timeout: 1000 });
    await expect(value('posts-hidden')).toHaveText(String(posts!.filter((p) => p.hidden).length), { timeout: 1000 });
    await expect(value('posts-featured')).toHaveText(String(posts!.filter((p) => !p.hidden && p.show_on_homepage).length), { timeout: 1000 });
    await expect(value('contact-waiting')).toHaveText(String(contact!.length), { timeout: 1000 });
    await expect(value('substitutions-waiting')).toHaveText(String(subs!.length), { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(Number(await dashboard.getByTestId('contact-waiting').textContent())).toBeGreaterThan(0);
  await expect(dashboard.getByText(/La más antigua espera desde hace \d+/).first()).toBeVisible();
  // Latest items link into the screens.
  await dashboard.getByRole('link', { name: 'Ver todas las entradas' }).click();
  await expect(page.locator('[data-page="admin:posts"] h1')).toHaveText('Entradas del blog');
});

test('mf-admin alone (its own port) signs in and edits a post', async ({ page }) => {
  const slug = `standalone-${Date.now().toString(36)}`;
  const service = serviceClient();
  const { data: created, error } = await service.from('blog_posts').insert({ title: 'Entrada de prueba aislada', slug, hidden: true }).select('id').single();
  expect(error).toBeNull();
  try {
    await page.goto(`http://localhost:${TEST_PORTS.mf_admin}/config-blogmr/post/${created!.id}`);
    await expect(page).toHaveURL(/\/admin-login\?redirect=/);
    await submitLogin(page);
    const editor = page.locator('[data-page="admin:post/edit"]');
    await expect(editor.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Entrada de prueba aislada');
    await editor.getByRole('textbox', { name: 'Título', exact: true }).fill('Entrada editada sin el shell');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Entrada guardada.' })).toBeVisible();
    const { data: row } = await service.from('blog_posts').select('title, slug').eq('id', created!.id).single();
    expect(row).toEqual({ title: 'Entrada editada sin el shell', slug }); // an existing slug is kept
  } finally {
    await service.from('blog_posts').delete().eq('id', created!.id);
  }
});
