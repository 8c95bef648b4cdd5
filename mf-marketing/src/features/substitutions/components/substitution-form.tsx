// Request form for lawyers who need someone at a hearing. Same guarantees as the contact form:
// messages beside each field, values kept after any error and across a reload.
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
import { useCreateSubstitutionRequest } from '../api/create-substitution-request';
import { EMPTY_SUBSTITUTION, SUBSTITUTION_LIMITS, substitutionSchema, type SubstitutionValues } from '../lib/substitution-schema';

export const SUBSTITUTION_DRAFT_KEY = 'mf-marketing:substitution-draft';

type TextField = Exclude<keyof SubstitutionValues, 'procuratorNeeded' | 'consent'>;
const LIMITS: FieldLimits<SubstitutionValues> = SUBSTITUTION_LIMITS;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function SubstitutionForm({ language }: { language: Language }) {
  const { t } = useTranslation(['marketing', 'contact', 'legal']);
  const form = useValidatedForm(substitutionSchema, SUBSTITUTION_DRAFT_KEY, EMPTY_SUBSTITUTION, LIMITS);
  const humanCheck = useHumanCheck('substitution', language);
  const mutation = useCreateSubstitutionRequest(language, humanCheck.token);
  const [sent, setSent] = useState(false);
  const { values, errors, setField, blurField } = form;

  if (sent) {
    return (
      <FormSuccess
        title={t('marketing:substitutions.form.success.title')}
        body={t('marketing:substitutions.form.success.body')}
        againLabel={t('marketing:substitutions.form.success.again')}
        onAgain={() => setSent(false)}
        testId="substitution-success"
      />
    );
  }

  const text = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    onBlur: () => blurField(name),
    maxLength: LIMITS[name],
  });
  const notice = (name: keyof typeof SUBSTITUTION_LIMITS) => limitNotice(t, values[name], LIMITS[name]);
  const label = (name: string) => t(`marketing:substitutions.form.${name}`);

  const onSubmit = form.handleSubmit(intakeSubmit(mutation, form.showErrors, humanCheck), () => setSent(true));

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="substitution-form-title">
      <div className={styles.wide}>
        <h2 id="substitution-form-title" className={styles.formTitle}>
          {label('title')}
        </h2>
        <p className={styles.formIntro}>{label('intro')}</p>
      </div>
      <FormField label={label('lawyerName')} error={errorText(t, errors.lawyerName)} notice={notice('lawyerName')} required>
        {(control) => <input {...control} {...text('lawyerName')} className={controlClassName} autoComplete="name" />}
      </FormField>
      <FormField label={label('colegio')} error={errorText(t, errors.colegio)} notice={notice('colegio')} help={label('colegioHelp')} required>
        {(control) => <input {...control} {...text('colegio')} className={controlClassName} />}
      </FormField>
      <FormField label={label('colegiadoNumber')} error={errorText(t, errors.colegiadoNumber)} notice={notice('colegiadoNumber')} required>
        {(control) => <input {...control} {...text('colegiadoNumber')} className={controlClassName} />}
      </FormField>
      <FormField label={t('contact:form.email')} error={errorText(t, errors.email)} notice={notice('email')} required>
        {(control) => <input {...control} {...text('email')} className={controlClassName} type="email" autoComplete="email" />}
      </FormField>
      <FormField label={t('contact:form.phone')} error={errorText(t, errors.phone)} notice={notice('phone')} required>
        {(control) => <input {...control} {...text('phone')} className={controlClassName} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField label={label('court')} error={errorText(t, errors.court)} notice={notice('court')} help={label('courtHelp')} required>
        {(control) => <input {...control} {...text('court')} className={controlClassName} />}
      </FormField>
      <FormField label={label('city')} error={errorText(t, errors.city)} notice={notice('city')} required>
        {(control) => <input {...control} {...text('city')} className={controlClassName} autoComplete="address-level2" />}
      </FormField>
      <FormField
        label={label('procedureType')}
        error={errorText(t, errors.procedureType)}
        notice={notice('procedureType')}
        help={label('procedureHelp')}
        required
      >
        {(control) => <input {...control} {...text('procedureType')} className={controlClassName} />}
      </FormField>
      <FormField label={label('hearingDate')} error={errorText(t, errors.hearingDate)} required>
        {(control) => <input {...control} {...text('hearingDate')} className={controlClassName} type="date" min={today()} />}
      </FormField>
      <FormField label={label('hearingTime')} error={errorText(t, errors.hearingTime)} required>
        {(control) => <input {...control} {...text('hearingTime')} className={controlClassName} type="time" />}
      </FormField>
      <div className={`${styles.wide} ${styles.checkRow}`} style={{ marginBlockEnd: 'var(--space-4)' }}>
        <input
          id="substitution-procurator"
          name="procuratorNeeded"
          type="checkbox"
          checked={values.procuratorNeeded}
          onChange={(event) => setField('procuratorNeeded', event.target.checked)}
        />
        <label htmlFor="substitution-procurator">{label('procuratorNeeded')}</label>
      </div>
      <div className={styles.wide}>
        <FormField label={label('notes')} error={errorText(t, errors.notes)} notice={notice('notes')} help={label('notesHelp')}>
          {(control) => <textarea {...control} {...text('notes')} className={`${controlClassName} ${styles.textarea}`} rows={5} />}
        </FormField>
      </div>
      <FormFooter
        idPrefix="substitution"
        consent={values.consent}
        onConsentChange={(consent) => setField('consent', consent)}
        consentError={errors.consent}
        honeypot={values.website}
        onHoneypotChange={(value) => setField('website', value)}
        failed={mutation.isError}
        failureKey={intakeFailureKey(mutation.error)}
        humanCheck={humanCheck.field}
        pending={mutation.isPending}
        submitLabel={label('submit')}
      />
    </form>
  );
}
