// Testimonials manager against the real backend: a testimonial created with Arabic text reaches
// the Arabic home carousel only once it is authorised and active; activating without the
// client's authorisation is refused with the translated reason; delete asks first; axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminClient, dismissCookieBanner, signInAsAdmin, text } from '../support/admin-session';

const a = (key: string, values?: Record<string, string | number>) => text('es', 'admin', key, values);
const serious = (r: { violations: { impact?: string | null }[] }) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const axe = (page: import('@playwright/test').Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);

test('created with Arabic text, shown on /ar only after authorisation and activation', async ({ page, browser }) => {
  const name = `Cliente Opinión ${Date.now()}`;
  const arabic = `خدمة ممتازة وشرح واضح ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto('/config-blogmr/opiniones');
  await expect(page.getByRole('heading', { level: 1, name: a('screens.opiniones') })).toBeVisible();

  await page.getByRole('button', { name: a('testimonialsAdmin.new') }).click();
  const dialog = page.getByRole('dialog');
  // Spanish is required: saving empty says so beside the fields.
  await dialog.getByRole('button', { name: a('testimonialsAdmin.save') }).click();
  await expect(dialog.getByText(a('testimonialsAdmin.errors.nameRequired'))).toBeVisible();
  await expect(dialog.getByText(a('testimonialsAdmin.errors.textRequired'))).toBeVisible();

  await dialog.getByRole('textbox', { name: a('testimonialsAdmin.fields.name') }).fill(name);
  await dialog.getByRole('textbox', { name: a('testimonialsAdmin.fields.text') }).fill('Servicio excelente y explicaciones claras.');
  // Arabic tab, reached with the keyboard (arrow keys move between tabs).
  await dialog.getByRole('tab', { name: /Español/ }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: /العربية/ })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('textbox', { name: a('testimonialsAdmin.fields.text') }).fill(arabic);
  // The preview shows the Arabic card right-to-left, with the Spanish name as fallback.
  const preview = dialog.getByRole('region', { name: a('testimonialsAdmin.preview', { language: 'العربية' }) });
  await expect(preview.locator('figure[lang="ar"][dir="rtl"]')).toContainText(arabic);
  await expect(preview.locator('figure')).toContainText(name);

  // Active without authorisation: refused with the reason.
  await dialog.getByRole('checkbox', { name: a('testimonialsAdmin.fields.active') }).click();
  await expect(dialog.getByText(a('testimonialsAdmin.errors.activeNeedsAuthorisation'))).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: a('testimonialsAdmin.fields.active') })).not.toBeChecked();
  expect(serious(await axe(page).include('[role="dialog"]').analyze())).toEqual([]);
  await dialog.getByRole('button', { name: a('testimonialsAdmin.save') }).click();
  await expect(dialog).toBeHidden();

  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toContainText(a('testimonialsAdmin.notAuthorised'));
  // The quick switch refuses too.
  await row.getByRole('switch', { name: a('testimonialsAdmin.activeSwitch', { name }) }).click();
  await expect(page.getByText(a('testimonialsAdmin.errors.activateRefused', { name }))).toBeVisible();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  // ...and so does the database on its own.
  const admin = await adminClient();
  const { error } = await admin.from('testimonials').update({ active: true }).eq('name', name);
  expect(error?.message).toContain('testimonials_active_requires_authorisation');

  const visitor = await browser.newPage();
  await dismissCookieBanner(visitor);
  await visitor.goto('/ar');
  await expect(visitor.locator('#testimonials')).toBeVisible();
  await expect(visitor.locator('#testimonials')).not.toContainText(arabic);

  // Authorise and publish from the edit dialog.
  await row.getByRole('button', { name: a('testimonialsAdmin.edit', { name }) }).click();
  await dialog.getByRole('checkbox', { name: a('testimonialsAdmin.fields.client_authorised') }).check();
  await dialog.getByRole('checkbox', { name: a('testimonialsAdmin.fields.active') }).check();
  await dialog.getByRole('button', { name: a('testimonialsAdmin.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

  await visitor.reload();
  await expect(visitor.locator('#testimonials')).toContainText(arabic);
  await visitor.goto('/');
  await expect(visitor.locator('#testimonials')).toContainText('Servicio excelente y explicaciones claras.');
  await expect(visitor.locator('#testimonials')).not.toContainText(arabic);

  expect(serious(await axe(page).include('[data-page="admin:opiniones"]').analyze())).toEqual([]);

  // Delete asks for confirmation; cancelling keeps it.
  await row.getByRole('button', { name: a('testimonialsAdmin.delete', { name }) }).click();
  await expect(page.getByRole('dialog')).toContainText(a('testimonialsAdmin.deleteConfirm', { name }));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: a('testimonialsAdmin.cancel') })
    .click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: a('testimonialsAdmin.delete', { name }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: a('testimonialsAdmin.deleteAction') })
    .click();
  await expect(row).toHaveCount(0);
  const { data } = await admin.from('testimonials').select('id').eq('name', name);
  expect(data).toEqual([]);
  await visitor.reload();
  await expect(visitor.locator('#testimonials')).not.toContainText('Servicio excelente y explicaciones claras.');
});

test('image upload: a non-image is refused beside the field; a PNG is stored and previewed', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/config-blogmr/opiniones');
  await page.getByRole('button', { name: a('testimonialsAdmin.new') }).click();
  const dialog = page.getByRole('dialog');
  const upload = dialog.getByLabel(a('testimonialsAdmin.fields.imageUpload'));
  await upload.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(dialog.getByText(a('testimonialsAdmin.errors.imageType'))).toBeVisible();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await upload.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  const url = dialog.getByRole('textbox', { name: a('testimonialsAdmin.fields.image') });
  await expect(url).toHaveValue(/\/storage\/v1\/object\/public\/public-images\/testimonials\/.+\.png$/);
  const response = await page.request.get(await url.inputValue());
  expect(response.status()).toBe(200);
  await expect(dialog.getByRole('img', { name: a('testimonialsAdmin.fields.imagePreview') })).toBeVisible();
});
