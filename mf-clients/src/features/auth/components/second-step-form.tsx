// Sign-in, step 3 for clients who turned two-step sign-in on: the code their authenticator app shows.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { CodeField, typedCode } from '@/components/code-field';
import { authErrorKey } from '../api/auth-error-key';
import { useVerifyFactor } from '../api/verify-factor';
import styles from './sign-in.module.css';

export function SecondStepForm({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('clients');
  const verify = useVerifyFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = typedCode(code);
    if (!clean) return setFieldError(t('signIn.errors.codeShape'));
    setFieldError(undefined);
    verify.mutate({ code: clean }, { onError: (error) => setFieldError(t(`signIn.errors.${authErrorKey(error)}`)) });
  };

  return (
    <section className={styles.card} aria-labelledby="client-second-step-title" data-page="clients:secondStep">
      <h1 id="client-second-step-title">{t('secondStep.title')}</h1>
      <form onSubmit={submit} noValidate aria-busy={verify.isPending}>
        <p>{t('secondStep.help')}</p>
        <CodeField label={t('secondStep.code')} error={fieldError} value={code} onChange={setCode} autoFocus />
        <div className={styles.actions}>
          <Button type="submit" disabled={verify.isPending}>
            {t('secondStep.verify')}
          </Button>
          <Button variant="ghost" onClick={onSignOut}>
            {t('signOut')}
          </Button>
        </div>
      </form>
    </section>
  );
}
