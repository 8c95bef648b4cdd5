// The booking rules: meeting length and buffer, how far ahead and how soon visitors can book, and the
// video provider the meeting rooms are made on.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingFallback } from 'shared-ui';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/errors';
import styles from '@/components/screen.module.css';
import { bookingSettingsQueryOptions, type BookingSettings } from '../api/get-booking-settings';
import { useSaveBookingSettings } from '../api/save-booking-settings';
import { fieldErrors, settingsSchema } from '../lib/hours-schema';
import { useHoursErrorText } from './hours-error-text';

type Field = keyof BookingSettings;
const NUMBER_FIELDS: Field[] = ['meeting_minutes', 'buffer_minutes', 'horizon_days', 'min_notice_hours'];

function SettingsFields({ initial }: { initial: BookingSettings }) {
  const { t } = useTranslation('admin');
  const errorText = useHoursErrorText();
  const save = useSaveBookingSettings();
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(Object.entries(initial).map(([key, value]) => [key, String(value)])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = settingsSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('bookingsAdmin.settingsSaved')),
      onError: (failure) => toast.error(errorMessage(t, failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="booking-settings-title">
      <h2 id="booking-settings-title" className={styles.section}>
        {t('bookingsAdmin.settingsTitle')}
      </h2>
      <div className={styles.filters}>
        {NUMBER_FIELDS.map((field) => (
          <FormField key={field} label={t(`bookingsAdmin.settings.${field}`)} error={errorText(errors[field])} required>
            {(control) => (
              <input
                {...control}
                name={field}
                className={controlClassName}
                inputMode="numeric"
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            )}
          </FormField>
        ))}
        <FormField
          label={t('bookingsAdmin.settings.video_room_base_url')}
          help={t('bookingsAdmin.settings.videoHelp')}
          error={errorText(errors.video_room_base_url)}
          required
        >
          {(control) => (
            <input
              {...control}
              name="video_room_base_url"
              className={controlClassName}
              type="url"
              dir="ltr"
              value={values.video_room_base_url}
              onChange={(event) => setValues({ ...values, video_room_base_url: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('bookingsAdmin.saveSettings')}
        </Button>
      </div>
    </form>
  );
}

export function SettingsForm() {
  const settings = useQuery(bookingSettingsQueryOptions());
  if (settings.isPending) return <LoadingFallback />;
  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  return <SettingsFields initial={settings.data} />;
}
