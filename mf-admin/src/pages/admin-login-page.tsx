// /admin-login (public): password step, then the TOTP step when the account has a verified factor,
// then back to the page that was asked for (?redirect= or router state).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'shared-ui/router';
import { LoadingFallback, type RemotePageProps } from 'shared-ui';
import { useAdminAuth } from '@/lib/admin-session';
import { safeRedirect } from '@/app/redirect';
import { LoginForm } from '@/features/auth/components/login-form';
import { TotpStep } from '@/features/auth/components/totp-step';
import styles from '@/features/auth/components/login.module.css';

export default function AdminLoginPage(_props: RemotePageProps) {
  const { t } = useTranslation('admin');
  const status = useAdminAuth((state) => state.status);
  const start = useAdminAuth((state) => state.start);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from;
  const target = safeRedirect(params.get('redirect') ?? from);
  const expired = params.get('redirect') !== null;

  useEffect(start, [start]);
  const signedIn = status === 'admin' || status === 'notAdmin';
  useEffect(() => {
    if (signedIn) navigate(target, { replace: true });
  }, [signedIn, navigate, target]);

  const done = () => navigate(target, { replace: true });

  return (
    <section className={styles.page} data-remote="mf_admin" data-page="adminLogin">
      <h1>{t('login.title')}</h1>
      {status === 'loading' || signedIn ? (
        <LoadingFallback />
      ) : status === 'mfa' ? (
        <TotpStep onVerified={done} />
      ) : (
        <>
          {expired && <p className={styles.notice}>{t('login.needed')}</p>}
          <LoginForm onSignedIn={done} />
        </>
      )}
    </section>
  );
}
