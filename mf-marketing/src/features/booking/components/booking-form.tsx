// Book a first consultation: mode → area → day → time (in the visitor's time zone, with the office
// time beside it) → details → the privacy notice and consent. What was typed survives errors, reloads
// and a time taken meanwhile (the list refreshes and the message sits beside the times).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { PRACTICE_AREAS } from '@/lib/practice-areas';
import formStyles from '@/components/forms/form.module.css';
import { FormFooter } from '@/components/forms/form-footer';
import { useHumanCheck } from '@/components/forms/human-check';
import { IntakeError } from '@/components/forms/intake-errors';
import { intakeFailureKey } from '@/components/forms/use-intake-submit';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { errorText, limitNotice, type FieldLimits } from '@/components/forms/validation';
import { useBookConsultation, type BookedConsultation } from '../api/book-consultation';
import { freeSlotsQueryOptions } from '../api/get-free-slots';
import { BOOKING_LIMITS, BOOKING_MODES, bookingSchema, EMPTY_BOOKING, type BookingMode, type BookingValues } from '../lib/booking-schema';
import { BookingSuccess } from './booking-success';
import { SlotPicker } from './slot-picker';
import styles from './booking.module.css';

export const BOOKING_DRAFT_KEY = 'mf-marketing:booking-draft';
const LIMITS: FieldLimits<BookingValues> = BOOKING_LIMITS;

export function BookingForm({ language }: { language: Language }) {
  const { t } = useTranslation(['contact', 'services', 'legal']);
  const form = useValidatedForm(bookingSchema, BOOKING_DRAFT_KEY, EMPTY_BOOKING, LIMITS);
  const { values, errors, setField, blurField } = form;
  const humanCheck = useHumanCheck('booking', language);
  const mutation = useBookConsultation(language, humanCheck.token);
  const slots = useQuery(freeSlotsQueryOptions(values.mode as BookingMode));
  const [booked, setBooked] = useState<(BookedConsultation & { email: string }) | null>(null);

  if (booked) return <BookingSuccess booking={booked} onAgain={() => setBooked(null)} />;

  const text = (name: keyof typeof BOOKING_LIMITS) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    onBlur: () => blurField(name),
    maxLength: BOOKING_LIMITS[name],
  });
  const notice = (name: keyof typeof BOOKING_LIMITS) => limitNotice(t, values[name], BOOKING_LIMITS[name]);
  const chooseMode = (mode: BookingMode) => {
    setField('mode', mode);
    setField('day', '');
    setField('startsAt', '');
  };
  const chooseDay = (day: string) => {
    setField('day', day);
    setField('startsAt', '');
  };

  const onSubmit = form.handleSubmit(
    (data, stored) =>
      humanCheck.ready() &&
      mutation.mutate(data, {
        onSuccess: (result) => {
          stored();
          setBooked({ ...result, email: data.email });
        },
        onError: (error) => {
          // A taken time drops out of the refreshed list; its message stays beside the times until
          // another one is chosen.
          if (error instanceof IntakeError && error.refusal) form.showErrors(error.refusal.fields);
        },
        onSettled: humanCheck.spent,
      }),
    () => undefined,
  );

  return (
    <form ref={form.formRef} className={formStyles.form} onSubmit={onSubmit as (event: FormEvent) => void} noValidate aria-labelledby="booking-form-title">
      <div className={formStyles.wide}>
        <h2 id="booking-form-title" className={formStyles.formTitle}>
          {t('contact:booking.formTitle')}
        </h2>
        <p className={formStyles.formIntro}>{t('contact:booking.formIntro')}</p>
      </div>

      <fieldset className={styles.group}>
        <legend>{t('contact:booking.modeLegend')}</legend>
        <div className={styles.choices}>
          {BOOKING_MODES.map((mode) => (
            <label key={mode} className={styles.choice}>
              <input type="radio" name="mode" value={mode} checked={values.mode === mode} onChange={() => chooseMode(mode)} />
              <span>{t(`contact:booking.modes.${mode}`)}</span>
              <span className={styles.choiceNote}>{t(`contact:booking.modeNotes.${mode}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={formStyles.wide}>
        <FormField label={t('contact:form.area')} error={errorText(t, errors.practiceArea)} required>
          {(control) => (
            <select
              {...control}
              name="practiceArea"
              className={controlClassName}
              value={values.practiceArea}
              onChange={(event) => setField('practiceArea', event.target.value)}
            >
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

      <SlotPicker
        idPrefix="booking"
        slots={slots}
        day={values.day}
        startsAt={values.startsAt}
        onDayChange={chooseDay}
        onTimeChange={(startsAt) => setField('startsAt', startsAt)}
        dayError={errorText(t, errors.day)}
        timeError={errorText(t, errors.startsAt)}
      />

      <FormField label={t('contact:form.name')} error={errorText(t, errors.name)} notice={notice('name')} required>
        {(control) => <input {...control} {...text('name')} className={controlClassName} autoComplete="name" />}
      </FormField>
      <FormField label={t('contact:form.email')} error={errorText(t, errors.email)} notice={notice('email')} required>
        {(control) => <input {...control} {...text('email')} className={controlClassName} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField
        label={t('contact:form.phone')}
        error={errorText(t, errors.phone)}
        notice={notice('phone')}
        help={values.mode === 'phone' ? t('contact:booking.phoneNeeded') : t('contact:form.phoneHelp')}
        required={values.mode === 'phone'}
      >
        {(control) => <input {...control} {...text('phone')} className={controlClassName} type="tel" autoComplete="tel" />}
      </FormField>
      <div className={formStyles.wide}>
        <FormField
          label={t('contact:booking.description')}
          error={errorText(t, errors.description)}
          notice={notice('description')}
          help={t('contact:form.messageHelp')}
          required
        >
          {(control) => <textarea {...control} {...text('description')} className={`${controlClassName} ${formStyles.textarea}`} rows={4} />}
        </FormField>
      </div>
      <FormFooter
        idPrefix="booking"
        consent={values.consent}
        onConsentChange={(consent) => setField('consent', consent)}
        consentError={errors.consent}
        honeypot={values.website}
        onHoneypotChange={(value) => setField('website', value)}
        failed={mutation.isError}
        failureKey={intakeFailureKey(mutation.error)}
        humanCheck={humanCheck.field}
        pending={mutation.isPending}
        submitLabel={t('contact:booking.submit')}
      />
    </form>
  );
}
