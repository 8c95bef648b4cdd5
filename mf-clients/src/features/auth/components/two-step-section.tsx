// "Two-step sign-in" on the client area's first screen: optional. Turning it on: (if the sign-in is
// older than five minutes) a fresh e-mail code, then the QR code and key for an authenticator app and
// the app's first code. Turning it off asks once more in a dialog. A lost phone: the firm removes it.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { CodeField, typedCode } from '@/components/code-field';
import { useClientSession } from '@/lib/client-session';
import { formatDate } from '@/lib/format';
import { authErrorKey } from '../api/auth-error-key';
import { useRequestCode } from '../api/request-code';
import { useVerifyCode } from '../api/verify-code';
import { useEnrolFactor, type NewFactor } from '../api/enrol-factor';
import { twoStepQuery } from '../api/get-two-step';
import { useRemoveFactor } from '../api/remove-factor';
import { useVerifyFactor } from '../api/verify-factor';
import styles from './two-step.module.css';

type Step = { kind: 'idle' } | { kind: 'email' } | { kind: 'scan'; factor: NewFactor };

export function TwoStepSection({ language }: { language: Language }) {
  const { t } = useTranslation('clients');
  const email = useClientSession((state) => state.user?.email ?? '');
  const current = useQuery(twoStepQuery());
  const enrol = useEnrolFactor();
  const verify = useVerifyFactor();
  const remove = useRemoveFactor();
  const requestCode = useRequestCode();
  const verifyEmail = useVerifyCode();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The form or dialog that had focus is gone: focus goes to the section, whose status says what happened. */
  const finish = (message: string) => {
    setDone(message);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const failed = (caught: unknown) => setError(t(`signIn.errors.${authErrorKey(caught)}`));

  const begin = () => {
    setError(undefined);
    setDone(null);
    setCode('');
    enrol.mutate(
      { confirmed: false },
      {
        onSuccess: (factor) => setStep({ kind: 'scan', factor }),
        onError: (caught) => {
          if ((caught as { code?: string }).code !== 'reauthentication_needed') return failed(caught);
          requestCode.mutate({ email, language }, { onSuccess: () => setStep({ kind: 'email' }), onError: failed });
        },
      },
    );
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const clean = typedCode(code);
    if (!clean) return setError(t('signIn.errors.codeShape'));
    setError(undefined);
    if (step.kind === 'email')
      return verifyEmail.mutate(
        { email, code: clean },
        {
          onSuccess: () => {
            setCode('');
            enrol.mutate({ confirmed: true }, { onSuccess: (factor) => setStep({ kind: 'scan', factor }), onError: failed });
          },
          onError: failed,
        },
      );
    if (step.kind === 'scan')
      verify.mutate(
        { factorId: step.factor.id, code: clean },
        {
          onSuccess: () => {
            setStep({ kind: 'idle' });
            setCode('');
            finish(t('twoStep.turnedOn'));
          },
          onError: failed,
        },
      );
  };

  const turnOff = (factorId: string) =>
    remove.mutate(factorId, {
      onSuccess: () => {
        setConfirmOff(false);
        finish(t('twoStep.turnedOff'));
      },
      onError: (caught) => {
        setConfirmOff(false);
        failed(caught);
      },
    });

  const cancel = () => {
    setStep({ kind: 'idle' });
    setCode('');
    setError(undefined);
  };

  const busy = enrol.isPending || verify.isPending || requestCode.isPending || verifyEmail.isPending;
  const factor = current.data;

  return (
    <section className={styles.section} aria-labelledby="two-step-title" data-section="two-step">
      <h2 id="two-step-title" ref={heading} tabIndex={-1}>
        {t('twoStep.title')}
      </h2>
      {/* Said to screen readers (focus moves to the heading); on screen the sentence below already says it. */}
      <p role="status" data-visually-hidden>
        {done}
      </p>
      {current.isError && <p role="alert">{t('loadError')}</p>}
      {step.kind === 'idle' && factor && (
        <>
          <p>{t('twoStep.on', { date: formatDate(factor.since, language) })}</p>
          <p>{t('twoStep.lostPhone')}</p>
          <Dialog
            open={confirmOff}
            onOpenChange={setConfirmOff}
            trigger={<Button variant="secondary">{t('twoStep.turnOff')}</Button>}
            title={t('twoStep.turnOffTitle')}
            description={t('twoStep.turnOffText')}
            closeLabel={t('twoStep.keep')}
          >
            <Button onClick={() => turnOff(factor.id)} disabled={remove.isPending}>
              {t('twoStep.turnOff')}
            </Button>
          </Dialog>
        </>
      )}
      {step.kind === 'idle' && current.isSuccess && !factor && (
        <>
          <p>{t('twoStep.off')}</p>
          {error && <p role="alert">{error}</p>}
          <Button onClick={begin} disabled={busy}>
            {t('twoStep.turnOn')}
          </Button>
        </>
      )}
      {step.kind !== 'idle' && (
        <form onSubmit={submitCode} noValidate aria-busy={busy} className={styles.form}>
          {step.kind === 'email' ? (
            <p>{t('twoStep.confirmEmail', { email })}</p>
          ) : (
            <>
              <p>{t('twoStep.scan')}</p>
              <img className={styles.qr} src={step.factor.qrCode} alt={t('twoStep.qrAlt')} width={180} height={180} />
              <p>
                {t('twoStep.key')}{' '}
                <code className={styles.key} dir="ltr" data-testid="two-step-key">
                  {step.factor.secret}
                </code>
              </p>
            </>
          )}
          <CodeField label={step.kind === 'email' ? t('twoStep.emailCode') : t('twoStep.appCode')} error={error} value={code} onChange={setCode} autoFocus />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {step.kind === 'email' ? t('twoStep.continue') : t('twoStep.confirm')}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('twoStep.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
