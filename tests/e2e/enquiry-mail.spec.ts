// Every enquiry reaches the firm and the sender (the acceptance of the notifications): a request sent
// from the public form is in the local mail inbox within a minute — an acknowledgement in the page's
// language and a notice to the firm in Spanish whose link opens the request in the admin.
import { expect, test, type Page } from '@playwright/test';
import { injectSession } from '../support/admin-auth';
import { arrived, type MailDetail } from '../support/mail';
import { CONTACT_FIELDS, CONTACT_PATH, consentBox, fillContact, fillSubstitution, SUBSTITUTION_FIELDS } from './form-helpers';
import { dismissCookieBanner, text, uniqueEmail } from './marketing-helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

async function openAdminLink(page: Page, firmNotice: MailDetail, section: string) {
  const link = new RegExp(`http://localhost:\\d+/config-blogmr/${section}\\?request=[0-9a-f-]{36}`).exec(firmNotice.Text)?.[0];
  expect(link, 'the notice links to the request in the admin').toBeTruthy();
  await injectSession(page);
  await page.goto(link!);
  return page.getByRole('dialog');
}

test('a contact request from /de/kontakt: German acknowledgement, Spanish notice to the firm, admin link opens it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mail-de');
  const message = 'Wir möchten eine Wohnung in Dénia kaufen und brauchen Beratung zum Vertrag.';
  await page.goto(CONTACT_PATH.de);
  await fillContact(page, 'de', { email, message });
  await consentBox(page, 'de').check();
  await page.getByRole('button', { name: text('de', 'contact', 'form.submit') }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();

  const ack = await arrived(email);
  expect(ack.Subject).toMatch(/^Wir haben Ihre Anfrage erhalten/);
  expect(ack.HTML).toContain('<html lang="de" dir="ltr">');

  const firm = await arrived('info@mrabogadosdenia.es', (m) => m.ReplyTo[0]?.Address === email);
  expect(firm.Subject).toContain(`Nueva consulta web: ${CONTACT_FIELDS.name.valid}`);
  expect(firm.Text).toContain(message);
  expect(firm.Text).toContain('Idioma de la página: Alemán (de)');

  const dialog = await openAdminLink(page, firm, 'cuestionario');
  await expect(dialog.getByRole('heading', { name: new RegExp(CONTACT_FIELDS.name.valid) })).toBeVisible();
  await expect(dialog.getByText(message)).toBeVisible();
  // The log of the request shows both e-mails as sent.
  await expect(dialog.locator('[data-notification-status="sent"]')).toHaveCount(2);
});

test('a substitution request from /sustituciones reaches the requesting lawyer and the firm', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mail-sub');
  await page.goto('/sustituciones');
  await fillSubstitution(page, 'es', { email });
  await consentBox(page, 'es').check();
  await page.getByRole('button', { name: text('es', 'marketing', 'substitutions.form.submit') }).click();
  await expect(page.getByTestId('substitution-success')).toBeVisible();

  const ack = await arrived(email);
  expect(ack.Subject).toMatch(/^Hemos recibido su solicitud de sustitución/);
  const firm = await arrived('info@mrabogadosdenia.es', (m) => m.ReplyTo[0]?.Address === email);
  expect(firm.Text).toContain(SUBSTITUTION_FIELDS.court.valid);
  const dialog = await openAdminLink(page, firm, 'sustituciones');
  await expect(dialog.getByText(SUBSTITUTION_FIELDS.notes.valid)).toBeVisible();
});

test('an Arabic acknowledgement is right-to-left', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mail-ar');
  await page.goto('/ar/contact');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  const form = page.locator('[data-page="contact"] form');
  await form.locator('[name="name"]').fill('ليلى أحمد');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="consultationFormat"]').selectOption('phone');
  await form.locator('[name="practiceArea"]').selectOption('immigration');
  await form.locator('[name="message"]').fill('أحتاج إلى تجديد تصريح الإقامة في إسبانيا.');
  await form.getByRole('checkbox').check();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  const ack = await arrived(email);
  expect(ack.HTML).toContain('<html lang="ar" dir="rtl">');
  expect(ack.Subject).toContain('تلقّينا استفسارك');
});

test('staff choose who gets the notices, see bad input beside the field, and send a test e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  const recipient = uniqueEmail('socia');
  await injectSession(page);
  await page.goto('/config-blogmr/avisos');
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos por correo' })).toBeVisible();
  const field = page.getByLabel('Correo electrónico', { exact: true });
  await field.fill('socia@despacho');
  await page.getByRole('button', { name: 'Añadir' }).click();
  await expect(field).toHaveAccessibleDescription(/Escriba un correo válido/);
  await expect(field).toHaveValue('socia@despacho'); // what was typed stays
  await field.fill(recipient);
  await page.getByRole('button', { name: 'Añadir' }).click();
  await expect(page.getByRole('row', { name: new RegExp(recipient) })).toBeVisible();
  await expect(field).toHaveValue('');

  await page.getByRole('button', { name: 'Enviar un correo de prueba' }).click();
  const testMail = await arrived(recipient);
  expect(testMail.Subject).toMatch(/^Correo de prueba/);
  await expect(page.locator('[data-notification-kind="test"][data-notification-status="sent"]').first()).toBeVisible();

  const remove = page.getByRole('button', { name: `Quitar ${recipient}` });
  await remove.click();
  await expect(remove).toHaveCount(0);
  await expect(page.getByText(`${recipient} ya no recibirá los avisos.`)).toBeVisible();
});
