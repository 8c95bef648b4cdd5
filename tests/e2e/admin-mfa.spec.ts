// TOTP: enrol from the security screen with a code computed from the shown secret, then the next
// sign-in asks for the code (aal2) and refuses a wrong one. A separate admin keeps other specs at aal1.
import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createUser, serviceClient, signInThroughForm, submitLogin } from '../support/admin-auth';

const codeFor = (secret: string, offset = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

test('enrol TOTP, sign out, and sign in again with the code step', async ({ page }) => {
  const admin = await createUser({ role: 'admin', prefix: 'mfa-admin' });
  await signInThroughForm(page, admin, '/admin-login?redirect=%2Fconfig-blogmr%2Fseguridad');
  const screen = page.locator('[data-page="admin:seguridad"]');
  await expect(screen.locator('h1')).toHaveText('Seguridad de la cuenta');
  await expect(screen.getByText('No hay ningún autenticador configurado.')).toBeVisible();
  // MFA is mandatory: a new admin is told until when to turn it on.
  await expect(page.getByRole('status').filter({ hasText: 'La verificación en dos pasos es obligatoria' })).toBeVisible();

  // The first factor needs the password again.
  await screen.getByRole('button', { name: 'Empezar la configuración' }).click();
  await expect(screen.getByText('Escriba la contraseña.')).toBeVisible();
  await screen.getByLabel('Contraseña actual').fill('not-the-password');
  await screen.getByRole('button', { name: 'Empezar la configuración' }).click();
  await expect(screen.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
  await screen.getByLabel('Contraseña actual').fill(admin.password);
  await screen.getByRole('button', { name: 'Empezar la configuración' }).click();
  await expect(screen.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const secret = (await screen.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  await screen.getByLabel('Código de verificación').fill('12345');
  await screen.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(screen.getByText('El código tiene 6 cifras.')).toBeVisible();
  await screen.getByLabel('Código de verificación').fill(codeFor(secret));
  await screen.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(screen.getByRole('listitem').filter({ hasText: 'Activo' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/admin-login/);

  await page.goto('/admin-login?redirect=%2Fconfig-blogmr%2Fposts');
  await submitLogin(page, admin);
  const step = page.locator('[data-page="adminLogin"]');
  await expect(step.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  // A code from an hour ago is wrong now.
  await step.getByLabel('Código de verificación').fill(codeFor(secret, -120));
  await step.getByRole('button', { name: 'Verificar' }).click();
  await expect(step.getByRole('alert')).toHaveText(/El código no es correcto o ha caducado/);
  // The area stays closed at aal1.
  await page.goto('/config-blogmr/posts');
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fconfig-blogmr%2Fposts$/);
  await expect(step.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  // The enrolment's code is used up (a code is good once); the next one, as an authenticator shows it
  // a few seconds later, is accepted.
  await step.getByLabel('Código de verificación').fill(codeFor(secret, 1));
  await step.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/config-blogmr\/posts$/);
  await expect(page.locator('[data-page="admin:posts"] h1')).toHaveText('Entradas del blog');
  // At aal2 the admin rights are back: hidden posts (admin-only rows) are listed.
  await page.getByLabel('Estado').selectOption('hidden');
  await expect(page.locator('[data-page="admin:posts"] tbody tr').first()).toBeVisible();

  // Removing the factor (with confirmation) returns to password-only sign-in.
  await page.goto('/config-blogmr/seguridad');
  await screen.getByRole('button', { name: /^Eliminar/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(screen.getByText('No hay ningún autenticador configurado.')).toBeVisible();
});

test('@security an admin whose window to turn on two-step verification has ended is told how to get access back', async ({ page }) => {
  const email = `late-admin-${Date.now()}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-local`;
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: 'admin', mfa_enrol_by: '2026-01-15T00:00:00Z' },
  });
  if (error) throw error;
  await page.goto('/admin-login?redirect=%2Fconfig-blogmr%2Fposts');
  await submitLogin(page, { email, password });
  const blocked = page.locator('[data-page="admin:mfaExpired"]');
  await expect(blocked.locator('h1')).toHaveText('Falta la verificación en dos pasos');
  await expect(blocked).toContainText('terminó el 15 de enero de 2026');
  await expect(page.locator('[data-page="admin:posts"]')).toHaveCount(0);
});
