// Sign-in without a password: e-mail → a 6-digit code by e-mail → signed in. The link in the e-mail
// signs in too (its token hash arrives in the address; client-area-app.tsx verifies it).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { controlClassName, EMAIL_MAX_LENGTH, FormField } from 'shared-ui/form-field';
import type { Language } from 'shared-i18n';
import { CodeField, typedCode } from '@/components/code-field';
import { authErrorKey } from '../api/auth-error-key';
import { useRequestCode } from '../api/request-code';
import { useVerifyCode } from '../api/verify-code';
import styles from './sign-in.module.css';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function SignInForm({ language }: { language: Language }) {
  const { t } = useTranslation('clients');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const request = useRequestCode();
  const verify = useVerifyCode();

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim().length > EMAIL_MAX_LENGTH || !EMAIL.test(email.trim())) return setFieldError(t('signIn.errors.invalidEmail'));
    setFieldError(undefined);
    request.mutate(
      { email, language },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (error) => setFieldError(t(`signIn.errors.${authErrorKey(error)}`)),
      },
    );
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    const clean = typedCode(code);
    if (!clean) return setFieldError(t('signIn.errors.codeShape'));
    setFieldError(undefined);
    verify.mutate({ email: sentTo!, code: clean }, { onError: (error) => setFieldError(t(`signIn.errors.${authErrorKey(error)}`)) });
  };

  return (
    <section className={styles.card} aria-labelledby="client-sign-in-title">
      <h1 id="client-sign-in-title">{t('signIn.title')}</h1>
      {sentTo === null ? (
        <form onSubmit={sendCode} noValidate>
          <p>{t('signIn.intro')}</p>
          <FormField label={t('signIn.email')} error={fieldError} required>
            {(control) => (
              <input
                {...control}
                className={controlClassName}
                type="email"
                autoComplete="email"
                dir="ltr"
                maxLength={EMAIL_MAX_LENGTH}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={request.isPending}>
            {t('signIn.sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={checkCode} noValidate>
          <p role="status">{t('signIn.codeSent', { email: sentTo })}</p>
          <CodeField label={t('signIn.code')} error={fieldError} help={t('signIn.codeHelp')} value={code} onChange={setCode} />
          <div className={styles.actions}>
            <Button type="submit" disabled={verify.isPending}>
              {t('signIn.signIn')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setSentTo(null);
                setCode('');
                setFieldError(undefined);
              }}
            >
              {t('signIn.otherEmail')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
