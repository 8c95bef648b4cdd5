// Security settings: enrol a TOTP authenticator (QR code + secret), confirm it with a code, list and
// remove factors. Once a verified factor exists the database requires the code at every sign-in.
// Enrolling asks for the password again first (a fresh sign-in): the first factor decides who owns the
// account, so an unattended or stolen session must not be able to add one.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { useAdminSession } from '@/lib/admin-session';
import { authErrorKey } from '@/features/auth/api/auth-errors';
import { useEnrolMfaFactor, type MfaEnrolment } from '@/features/auth/api/enrol-mfa-factor';
import { mfaFactorsQueryOptions } from '@/features/auth/api/get-mfa-factors';
import { useRemoveMfaFactor } from '@/features/auth/api/remove-mfa-factor';
import { useVerifyMfaEnrolment } from '@/features/auth/api/verify-mfa-enrolment';
import styles from '@/features/auth/components/security.module.css';

export default function SecurityScreen() {
  const { t, i18n } = useTranslation('admin');
  const { user } = useAdminSession();
  const [name, setName] = useState(t('security.defaultName'));
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const factors = useQuery(mfaFactorsQueryOptions());
  // Adding a second device needs the code (aal2) instead of the password.
  const firstFactor = !factors.data?.some((factor) => factor.status === 'verified');
  const enrol = useEnrolMfaFactor();
  const verify = useVerifyMfaEnrolment();
  const remove = useRemoveMfaFactor();

  const startEnrolment = () =>
    enrol.mutate(
      {
        reauthenticate: firstFactor ? { email: user.email ?? '', password } : undefined,
        // Friendly names must be unique per user: a time suffix keeps a second device possible.
        friendlyName: `${name.trim() || t('security.defaultName')} ${new Date().toISOString().slice(0, 16)}`,
      },
      {
        onSuccess: (data) => {
          setEnrolment(data);
          setPassword('');
          setPasswordError(undefined);
          setError(null);
        },
        onError: (caught) => {
          const message = t(`login.errors.${authErrorKey(caught)}`);
          if ((caught as { field?: string }).field === 'password') setPasswordError(message);
          else setError(message);
        },
      },
    );

  const confirmEnrolment = (code: string) =>
    verify.mutate(
      { factorId: enrolment!.id, code },
      {
        onSuccess: () => {
          setEnrolment(null);
          setCode('');
          setCodeError(undefined);
        },
        onError: (caught) => setCodeError(t(`login.errors.${authErrorKey(caught)}`)),
      },
    );

  const removeFactor = (factorId: string) =>
    remove.mutate(factorId, {
      onSuccess: () => {
        setRemoving(null);
        setError(null);
      },
      onError: (caught) => {
        setRemoving(null);
        setError(t(`login.errors.${authErrorKey(caught)}`));
      },
    });

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const clean = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(clean)) {
      setCodeError(t('mfa.errors.format'));
      return;
    }
    confirmEnrolment(clean);
  }

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const removingFactor = factors.data?.find((factor) => factor.id === removing);

  return (
    <section data-page="admin:seguridad" className={styles.screen}>
      <h1>{t('screens.seguridad')}</h1>
      <p>{t('security.intro')}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}

      <h2>{t('security.factors')}</h2>
      {factors.isPending ? (
        <p>{t('common.loading')}</p>
      ) : factors.isError ? (
        <p role="alert">{t('common.loadError')}</p>
      ) : factors.data.length === 0 ? (
        <p>{t('security.none')}</p>
      ) : (
        <ul className={styles.factors}>
          {factors.data.map((factor) => (
            <li key={factor.id}>
              <span>
                <strong>{factor.friendly_name || factor.factor_type}</strong>{' '}
                <span className={factor.status === 'verified' ? styles.verified : styles.unverified}>
                  {t(factor.status === 'verified' ? 'security.verified' : 'security.unverified')}
                </span>{' '}
                <span className={styles.muted}>{dateFormat.format(new Date(factor.created_at))}</span>
              </span>
              <Button variant="secondary" onClick={() => setRemoving(factor.id)}>
                {t('security.remove')}
                <span data-visually-hidden> {factor.friendly_name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}

      {enrolment ? (
        <div className={styles.enrol}>
          <h2>{t('security.scanTitle')}</h2>
          <p>{t('security.scanHelp')}</p>
          <img src={enrolment.qrCode} alt={t('security.qrAlt')} width={200} height={200} className={styles.qr} />
          <p>
            {t('security.secret')}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <form onSubmit={submitCode} noValidate className={styles.form}>
            <FormField label={t('mfa.code')} error={codeError} required>
              {(control) => (
                <input
                  {...control}
                  className={controlClassName}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </FormField>
            <div className={styles.actions}>
              <Button type="submit" disabled={verify.isPending}>
                {t('security.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setEnrolment(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (firstFactor && !password) {
              setPasswordError(t('login.errors.password'));
              return;
            }
            startEnrolment();
          }}
          noValidate
        >
          <h2>{t('security.addTitle')}</h2>
          <FormField label={t('security.name')}>
            {(control) => <input {...control} className={controlClassName} value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />}
          </FormField>
          {firstFactor && (
            <FormField label={t('security.password')} required error={passwordError} help={t('security.passwordHelp')}>
              {(control) => (
                <input
                  {...control}
                  className={controlClassName}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(undefined);
                  }}
                />
              )}
            </FormField>
          )}
          <div>
            <Button type="submit" disabled={enrol.isPending}>
              {t('security.add')}
            </Button>
          </div>
        </form>
      )}

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('security.removeTitle')}
        description={t('security.removeBody', { name: removingFactor?.friendly_name ?? '' })}
        closeLabel={t('common.cancel')}
      >
        <Button variant="accent" disabled={remove.isPending} onClick={() => removing && removeFactor(removing)}>
          {t('security.removeConfirm')}
        </Button>
      </Dialog>
    </section>
  );
}
