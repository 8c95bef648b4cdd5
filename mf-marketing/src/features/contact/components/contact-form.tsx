// The contact questionnaire: what the visitor needs, how they want to talk, and consent. Typed
// values survive validation errors, backend failures and reloads (session draft).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { controlClassName, FormField } from 'shared-ui/form-field';
import styles from '@/components/forms/form.module.css';
import { FormFooter } from '@/components/forms/form-footer';
import { useHumanCheck } from '@/components/forms/human-check';
import { FormSuccess } from '@/components/forms/form-success';
import { intakeFailureKey, intakeSubmit } from '@/components/forms/use-intake-submit';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { errorText, limitNotice, type FieldLimits } from '@/components/forms/validation';
import { useCreateContactRequest } from '../api/create-contact-request';
import { PRACTICE_AREAS } from '@/lib/practice-areas';
import { CONSULTATION_FORMATS, CONTACT_LIMITS, contactSchema, EMPTY_CONTACT, type ContactValues } from '../lib/contact-schema';

export const CONTACT_DRAFT_KEY = 'mf-marketing:contact-draft';
const LIMITS: FieldLimits<ContactValues> = CONTACT_LIMITS;

export function ContactForm({ language }: { language: Language }) {
  const { t } = useTranslation(['contact', 'services', 'legal']);
  const form = useValidatedForm(contactSchema, CONTACT_DRAFT_KEY, EMPTY_CONTACT, LIMITS);
  const humanCheck = useHumanCheck('contact', language);
  const mutation = useCreateContactRequest(language, humanCheck.token);
  const [sent, setSent] = useState(false);
  const { values, errors, setField, blurField } = form;

  if (sent) {
    return (
      <FormSuccess
        title={t('contact:form.success.title')}
        body={t('contact:form.success.body')}
        againLabel={t('contact:form.success.again')}
        onAgain={() => setSent(false)}
        testId="contact-success"
      />
    );
  }

  const text = <K extends keyof ContactValues & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value as ContactValues[K]),
    onBlur: () => blurField(name),
    maxLength: LIMITS[name],
  });
  const notice = (name: keyof typeof CONTACT_LIMITS) => limitNotice(t, values[name], LIMITS[name]);

  const onSubmit = form.handleSubmit(intakeSubmit(mutation, form.showErrors, humanCheck), () => setSent(true));

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <div className={styles.wide}>
        <h2 id="contact-form-title" className={styles.formTitle}>
          {t('contact:form.title')}
        </h2>
        <p className={styles.formIntro}>{t('contact:form.intro')}</p>
      </div>
      <FormField label={t('contact:form.name')} error={errorText(t, errors.name)} notice={notice('name')} required>
        {(control) => <input {...control} {...text('name')} className={controlClassName} autoComplete="name" />}
      </FormField>
      <FormField label={t('contact:form.email')} error={errorText(t, errors.email)} notice={notice('email')} required>
        {(control) => <input {...control} {...text('email')} className={controlClassName} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField label={t('contact:form.phone')} error={errorText(t, errors.phone)} notice={notice('phone')} help={t('contact:form.phoneHelp')}>
        {(control) => <input {...control} {...text('phone')} className={controlClassName} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField label={t('contact:form.format')} error={errorText(t, errors.consultationFormat)} required>
        {(control) => (
          <select {...control} {...text('consultationFormat')} className={controlClassName}>
            <option value="">{t('contact:form.choose')}</option>
            {CONSULTATION_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`contact:form.formats.${format}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.wide}>
        <FormField label={t('contact:form.area')} error={errorText(t, errors.practiceArea)} required>
          {(control) => (
            <select {...control} {...text('practiceArea')} className={controlClassName}>
              <option value="">{t('contact:form.choose')}</option>
              {PRACTICE_AREAS.map((area) => (
                <option key={area} value={area}>
                  {area === 'other' ? t('contact:form.otherArea') : t(`services:${area}.title`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.wide}>
        <FormField
          label={t('contact:form.message')}
          error={errorText(t, errors.message)}
          notice={notice('message')}
          help={t('contact:form.messageHelp')}
          required
        >
          {(control) => <textarea {...control} {...text('message')} className={`${controlClassName} ${styles.textarea}`} rows={6} />}
        </FormField>
      </div>
      <FormFooter
        idPrefix="contact"
        consent={values.consent}
        onConsentChange={(consent) => setField('consent', consent)}
        consentError={errors.consent}
        honeypot={values.website}
        onHoneypotChange={(value) => setField('website', value)}
        failed={mutation.isError}
        failureKey={intakeFailureKey(mutation.error)}
        humanCheck={humanCheck.field}
        pending={mutation.isPending}
        submitLabel={t('contact:form.submit')}
      />
    </form>
  );
}
