// Convenience wrapper for /config-blogmr/*: the database refuses non-admin reads and writes on its
// own (RLS), this only decides what to show. No session (or a session that lost its refresh token)
// → the login page with the return path; admin with TOTP at aal1 → the login page's code step;
// signed in without the admin role → "no access"; an admin whose MFA enrolment window ended without a
// factor → how to get access back.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'shared-ui/router';
import { Button, LoadingFallback } from 'shared-ui';
import { useAdminAuth } from '@/lib/admin-session';
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

function MfaExpired() {
  const { t, i18n } = useTranslation('admin');
  const user = useAdminAuth((state) => state.user);
  const enrolBy = useAdminAuth((state) => state.mfaEnrolBy);
  const signOut = useAdminAuth((state) => state.signOut);
  const date = enrolBy ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(enrolBy)) : '';
  return (
    <section className={styles.noAccess} data-page="admin:mfaExpired">
      <h1>{t('mfaRequired.expiredTitle')}</h1>
      <p>{t('mfaRequired.expiredBody', { email: user?.email ?? '', date })}</p>
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
  if (status === 'mfaExpired') return <MfaExpired />;
  return <Outlet />;
}
