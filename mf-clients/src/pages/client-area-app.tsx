// The client area (mf-clients' one exposed module), at each language's path (shared-i18n's route
// table, CLIENT_AREA_SEGMENTS): sign-in (and the app's code for clients with two-step sign-in on),
// then the client's matters with the two-step setting, and each matter's page. Private: rendered
// in the browser only, noindex (the shell's head, the generator's page of the area, the servers' header).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from 'shared-i18n';
import { Button, LoadingFallback, type RemotePageProps } from 'shared-ui';
import { useNavigate, useSearchParams } from 'shared-ui/router';
import { useClientSession } from '@/lib/client-session';
import { useVerifyCode } from '@/features/auth/api/verify-code';
import { SecondStepForm } from '@/features/auth/components/second-step-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { MatterDetail } from '@/features/matters/components/matter-detail';
import { MattersList } from '@/features/matters/components/matters-list';
import { twoStepKey } from '@/features/auth/api/get-two-step';
import { TwoStepSection } from '@/features/auth/components/two-step-section';
import styles from './client-area-app.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The e-mail's link carries ?token_hash=…&type=magiclink: verified once, then removed from the address. */
function useLinkSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const tokenHash = params.get('token_hash');
  useEffect(() => {
    if (!tokenHash || verify.isPending || verify.isSuccess || verify.isError) return;
    verify.mutate({ tokenHash }, { onSettled: () => navigate({ search: '' }, { replace: true }) });
  }, [tokenHash, verify, navigate]);
  return verify;
}

export default function ClientAreaApp({ language, page }: RemotePageProps) {
  const { t } = useTranslation('clients');
  const status = useClientSession((state) => state.status);
  const email = useClientSession((state) => state.user?.email ?? '');
  const start = useClientSession((state) => state.start);
  const signOut = useClientSession((state) => state.signOut);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const link = useLinkSignIn();
  useEffect(start, [start]);
  const subpath = page.page === 'clientArea' ? page.subpath : '';

  const leave = async () => {
    await signOut();
    queryClient.removeQueries({ queryKey: ['client-matters'] });
    queryClient.removeQueries({ queryKey: twoStepKey });
    navigate(pathFor({ page: 'clientArea', subpath: '' }, language));
  };

  let content;
  if (status === 'loading' || link.isPending) content = <LoadingFallback />;
  else if (status === 'anonymous')
    content = (
      <>
        {link.isError && <p role="alert">{t('signIn.errors.linkExpired')}</p>}
        <SignInForm language={language} />
      </>
    );
  else if (status === 'secondStep') content = <SecondStepForm onSignOut={leave} />;
  else if (status === 'notClient')
    content = (
      <section data-page="clients:notClient">
        <h1>{t('notClient.title')}</h1>
        <p>{t('notClient.text')}</p>
      </section>
    );
  else
    content = UUID.test(subpath) ? (
      <MatterDetail matterId={subpath} language={language} />
    ) : (
      <>
        <MattersList language={language} />
        <TwoStepSection language={language} />
      </>
    );

  return (
    <div className={styles.area} data-remote="mf_clients" data-page="clientArea">
      {(status === 'client' || status === 'notClient') && (
        <div className={styles.bar}>
          <p className={styles.who}>{t('signedInAs', { email })}</p>
          <Button variant="secondary" onClick={leave}>
            {t('signOut')}
          </Button>
        </div>
      )}
      {content}
    </div>
  );
}
