// E-mail + password sign-in. Plain inputs with autocomplete hints so password managers fill them
// and paste works; what was typed stays after an error.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { EMAIL_MAX_LENGTH, FormField, controlClassName } from 'shared-ui/form-field';
import { authErrorKey } from '../api/auth-errors';
import { useSignIn } from '../api/sign-in';
import styles from './login.module.css';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: typeof fieldErrors = {};
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) errors.email = t('login.errors.email');
    if (!password) errors.password = t('login.errors.password');
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    try {
      // With a verified TOTP factor the status becomes 'mfa' and the page shows the code step.
      if ((await signIn.mutateAsync({ email: email.trim(), password })) !== 'mfa') onSignedIn();
    } catch (caught) {
      setError(t(`login.errors.${authErrorKey(caught)}`));
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={signIn.isPending}>
      <FormField label={t('login.email')} error={fieldErrors.email} required>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('login.password')} error={fieldErrors.password} required>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('login.signingIn') : t('login.submit')}
      </Button>
    </form>
  );
}
