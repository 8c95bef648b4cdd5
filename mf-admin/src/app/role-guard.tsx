// Convenience wrapper for /config-blogmr/*: the database refuses non-admin reads and writes on its
// own (RLS), this only decides what to show. No session (or a session that lost its refresh token)
// → the login page with the return path; admin with TOTP at aal1 → the login page's code step;
// signed in without the admin role → "no access".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'shared-ui/router';
import { Button, LoadingFallback } from 'shared-ui';
import { useAdminAuth } from './admin-session';
import { loginPathFor } from './redirect';
import styles from './admin-layout.module.css';

function NoAccess() {
  const { t } = useTranslation('admin');
  const user = useAdminAuth((state) => state.user);
  const signOut = useAdminAuth((state) => state.signOut);
  return (
    <section className={styles.noAccess} data-page="admin:noAccess">
      <h1>{t('noAccess.title')}</h1>
      <p>{t('noAccess.body', { email: user?.email ?? '' })}</p>
      <Button onClick={() => void signOut()}>{t('layout.signOut')}</Button>
    </section>
  );
}

export function RoleGuard() {
  const status = useAdminAuth((state) => state.status);
  const start = useAdminAuth((state) => state.start);
  const location = useLocation();
  useEffect(start, [start]);
  if (status === 'loading') return <LoadingFallback />;
  if (status === 'anonymous' || status === 'mfa') {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={loginPathFor(returnTo)} replace state={{ from: returnTo }} />;
  }
  if (status === 'notAdmin') return <NoAccess />;
  return <Outlet />;
}
