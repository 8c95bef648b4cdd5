// @vitest-environment happy-dom
// The login screen against GoTrue's answers: a wrong password shows the translated error inside the
// form and keeps what was typed; a right one refreshes the session store and opens the admin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAdminAuth } from '@/lib/admin-session';
import { authError, authSession, renderAdmin, testBackend } from '@/test/render-admin';
import AdminLoginPage from './admin-login-page';

const ADMIN = { id: '6f1c1b8e-0000-4000-8000-000000000001', email: 'admin@example.com', role: 'admin' };

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), email);
  await userEvent.type(screen.getByLabelText(/Contraseña/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('Admin login page', () => {
  it('shows the translated error inside the form on a wrong password and keeps the e-mail', async () => {
    const backend = testBackend({
      'POST /auth/v1/token': () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
    });
    await renderAdmin('/admin-login', <AdminLoginPage language="es" page={{ page: 'adminLogin' }} />, backend.handle);
    await signIn('admin@example.com', 'wrong-password');

    const form = screen.getByRole('button', { name: 'Entrar' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'El correo electrónico o la contraseña no son correctos.');
    expect(screen.getByLabelText<HTMLInputElement>(/Correo electrónico/).value).toBe('admin@example.com');
    expect(backend.seen.find((request) => request.url.pathname === '/auth/v1/token')?.body).toMatchObject({
      email: 'admin@example.com',
      password: 'wrong-password',
    });
    expect(useAdminAuth.getState().status).toBe('anonymous');
  });

  it('refreshes the session after a right password and opens the admin', async () => {
    const backend = testBackend({
      'POST /auth/v1/token': () => authSession(ADMIN),
      // The store asks whether MFA is due (supabase/migrations/*mandatory_mfa.sql).
      'POST /rest/v1/rpc/my_mfa_status': () => Response.json([{ has_verified_factor: true, enrol_by: null }]),
    });
    const { history } = await renderAdmin('/admin-login', <AdminLoginPage language="es" page={{ page: 'adminLogin' }} />, backend.handle);
    await signIn('admin@example.com', 'right-password');

    await waitFor(() => expect(history.location.pathname).toBe('/config-blogmr'));
    expect(useAdminAuth.getState()).toMatchObject({ status: 'admin', user: { email: 'admin@example.com' } });
    expect(backend.seen.some((request) => request.url.pathname === '/rest/v1/rpc/my_mfa_status')).toBe(true);
  });
});
