// Second step for admins with a verified TOTP factor: the database grants admin rights only at aal2.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { useAdminAuth } from '@/lib/admin-session';
import { authErrorKey } from '../api/auth-errors';
import { useVerifyTotp } from '../api/verify-totp';
import styles from './login.module.css';

export function TotpStep({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('admin');
  const verify = useVerifyTotp();
  const signOut = useAdminAuth((state) => state.signOut);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const clean = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(clean)) {
      setFieldError(t('mfa.errors.format'));
      return;
    }
    setFieldError(undefined);
    try {
      await verify.mutateAsync(clean);
      onVerified();
    } catch (caught) {
      setError(t(`login.errors.${authErrorKey(caught)}`));
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={verify.isPending}>
      <h2 className={styles.subtitle}>{t('mfa.title')}</h2>
      <p>{t('mfa.help')}</p>
      <FormField label={t('mfa.code')} error={fieldError} required>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            name="totp"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
          />
        )}
      </FormField>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={verify.isPending}>
          {t('mfa.verify')}
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          {t('mfa.cancel')}
        </Button>
      </div>
    </form>
  );
}
