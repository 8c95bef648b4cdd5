// The end of every public form: the anti-spam field, the first-layer privacy notice, the unticked
// consent checkbox with its error, the Turnstile check where it is on (./human-check.tsx), the failure
// message and the submit button.
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import styles from './form.module.css';
import { PrivacyNotice } from './privacy-notice';
import { errorText } from './validation';

export interface FormFooterProps {
  /** Prefix of the element ids, unique per form ('contact', 'substitution'). */
  idPrefix: string;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  /** Error key from the form's validation, if the consent is missing. */
  consentError?: string;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  failed: boolean;
  /** contact:errors key explaining the failure (a refusal of the server); a generic message otherwise. */
  failureKey?: string;
  pending: boolean;
  submitLabel: string;
  /** The human check's field (null when the check is off). */
  humanCheck: React.ReactNode;
}

export function FormFooter({
  idPrefix,
  consent,
  onConsentChange,
  consentError,
  honeypot,
  onHoneypotChange,
  failed,
  failureKey,
  pending,
  submitLabel,
  humanCheck,
}: FormFooterProps) {
  const { t } = useTranslation(['contact', 'legal']);
  const ids = { privacy: `${idPrefix}-privacy`, consent: `${idPrefix}-consent`, error: `${idPrefix}-consent-error` };
  return (
    <>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('contact:form.honeypot')}
          <input name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => onHoneypotChange(event.target.value)} />
        </label>
      </div>
      <div className={styles.wide}>
        <PrivacyNotice id={ids.privacy} />
        <div className={styles.checkRow}>
          <input
            id={ids.consent}
            name="consent"
            type="checkbox"
            checked={consent}
            onChange={(event) => onConsentChange(event.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${ids.error} ${ids.privacy}` : ids.privacy}
            aria-required
          />
          <label htmlFor={ids.consent} className={styles.checkLabel}>
            {t('legal:privacy.consentLabel')}
          </label>
        </div>
        {consentError && (
          <p id={ids.error} className={styles.fieldError} role="alert">
            {errorText(t, consentError)}
          </p>
        )}
      </div>
      {humanCheck}
      <div className={styles.wide}>
        {failed && (
          <p className={styles.failure} role="alert" data-testid={`${idPrefix}-failure`}>
            {failureKey ? t(`contact:errors.${failureKey}`) : t('contact:form.failure')}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="accent" disabled={pending}>
            {pending ? t('contact:form.sending') : submitLabel}
          </Button>
          <p className={styles.draftNote}>{t('contact:form.required')}</p>
        </div>
      </div>
    </>
  );
}
