// Each lawyer's weekly hours per mode (office, phone, video) in office time, with a switch to take a
// lawyer out of online booking, and a form to add a lawyer.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingFallback } from 'shared-ui';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/errors';
import styles from '@/components/screen.module.css';
import { lawyersQueryOptions, type LawyerRow } from '../api/get-lawyers';
import { useChangeLawyerHours } from '../api/change-lawyer-hours';
import { fieldErrors, hoursSchema, NAME_MAX_LENGTH } from '../lib/hours-schema';
import { useHoursErrorText } from './hours-error-text';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MODES = ['office', 'phone', 'video'] as const;
const EMPTY_HOURS = { mode: 'office', weekday: '1', start_time: '09:00', end_time: '14:00' };

/** Monday… Sunday in the admin's language (2024-01-01 was a Monday). */
export function useWeekdayName() {
  const { i18n } = useTranslation('admin');
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  return (weekday: number) => format.format(new Date(Date.UTC(2024, 0, weekday)));
}

function AddHours({ lawyer }: { lawyer: LawyerRow }) {
  const { t } = useTranslation('admin');
  const errorText = useHoursErrorText();
  const weekdayName = useWeekdayName();
  const change = useChangeLawyerHours();
  const [values, setValues] = useState(EMPTY_HOURS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof EMPTY_HOURS) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = hoursSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    change.mutate(
      { kind: 'add-hours', lawyerId: lawyer.id, hours: parsed.data },
      { onSuccess: () => toast.success(t('bookingsAdmin.hoursAdded')), onError: (failure) => toast.error(errorMessage(t, failure)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('bookingsAdmin.addHoursFor', { name: lawyer.name })} className={styles.filters}>
      <FormField label={t('bookingsAdmin.columns.mode')} error={errorText(errors.mode)}>
        {(control) => (
          <select {...control} className={controlClassName} value={values.mode} onChange={set('mode')}>
            {MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`bookingsAdmin.modes.${mode}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('bookingsAdmin.weekday')} error={errorText(errors.weekday)}>
        {(control) => (
          <select {...control} className={controlClassName} value={values.weekday} onChange={set('weekday')}>
            {WEEKDAYS.map((weekday) => (
              <option key={weekday} value={weekday}>
                {weekdayName(weekday)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('bookingsAdmin.from')} error={errorText(errors.start_time)}>
        {(control) => <input {...control} type="time" className={controlClassName} value={values.start_time} onChange={set('start_time')} />}
      </FormField>
      <FormField label={t('bookingsAdmin.to')} error={errorText(errors.end_time)}>
        {(control) => <input {...control} type="time" className={controlClassName} value={values.end_time} onChange={set('end_time')} />}
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {t('bookingsAdmin.addHours')}
        </Button>
      </div>
    </form>
  );
}

function Lawyer({ lawyer }: { lawyer: LawyerRow }) {
  const { t } = useTranslation('admin');
  const weekdayName = useWeekdayName();
  const change = useChangeLawyerHours();
  const onError = (failure: unknown) => toast.error(errorMessage(t, failure));
  // The switch shows the click at once: the cache's optimistic update (../api/change-lawyer-hours.ts)
  // lands a tick later, and meanwhile React would put the old state back under the pointer.
  const [requestedActive, setRequestedActive] = useState<boolean | null>(null);
  return (
    <section aria-labelledby={`lawyer-${lawyer.id}`} data-lawyer={lawyer.name}>
      <h3 id={`lawyer-${lawyer.id}`}>
        {lawyer.name} {!lawyer.active && <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('bookingsAdmin.inactive')}</span>}
      </h3>
      <label>
        <input
          type="checkbox"
          checked={requestedActive ?? lawyer.active}
          disabled={change.isPending}
          onChange={(event) => {
            const active = event.target.checked;
            setRequestedActive(active);
            change.mutate({ kind: 'set-active', lawyerId: lawyer.id, active }, { onError, onSettled: () => setRequestedActive(null) });
          }}
        />{' '}
        {t('bookingsAdmin.bookable')}
      </label>
      {lawyer.availability.length === 0 ? (
        <p className={styles.muted}>{t('bookingsAdmin.noHours')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('bookingsAdmin.hoursOf', { name: lawyer.name })}>
          <table className={styles.table}>
            <caption data-visually-hidden>{t('bookingsAdmin.hoursOf', { name: lawyer.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bookingsAdmin.weekday')}</th>
                <th scope="col">{t('bookingsAdmin.columns.mode')}</th>
                <th scope="col">{t('bookingsAdmin.columns.time')}</th>
                <th scope="col">
                  <span data-visually-hidden>{t('notifications.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lawyer.availability.map((hours) => (
                <tr key={hours.id}>
                  <th scope="row">{weekdayName(hours.weekday)}</th>
                  <td>{t(`bookingsAdmin.modes.${hours.mode}`)}</td>
                  <td className={styles.nowrap}>
                    {hours.start_time.slice(0, 5)}–{hours.end_time.slice(0, 5)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className={styles.textButton}
                      disabled={change.isPending}
                      aria-label={t('bookingsAdmin.removeHours', {
                        day: weekdayName(hours.weekday),
                        from: hours.start_time.slice(0, 5),
                        to: hours.end_time.slice(0, 5),
                      })}
                      onClick={() => change.mutate({ kind: 'remove-hours', id: hours.id }, { onError })}
                    >
                      {t('bookingsAdmin.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddHours lawyer={lawyer} />
    </section>
  );
}

function AddLawyer() {
  const { t } = useTranslation('admin');
  const change = useChangeLawyerHours();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2 || name.trim().length > NAME_MAX_LENGTH) return setError(t('bookingsAdmin.errors.name'));
    setError(undefined);
    change.mutate(
      { kind: 'add-lawyer', name: name.trim() },
      {
        onSuccess: () => {
          setName('');
          toast.success(t('bookingsAdmin.lawyerAdded'));
        },
        onError: (failure) => toast.error(errorMessage(t, failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className={styles.filters}>
      <FormField label={t('bookingsAdmin.lawyerName')} error={error} required>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {t('bookingsAdmin.addLawyer')}
        </Button>
      </div>
    </form>
  );
}

export function LawyerHours() {
  const { t } = useTranslation('admin');
  const lawyers = useQuery(lawyersQueryOptions());
  return (
    <section aria-labelledby="lawyer-hours-title">
      <h2 id="lawyer-hours-title" className={styles.section}>
        {t('bookingsAdmin.hoursTitle')}
      </h2>
      <p className={styles.lead}>{t('bookingsAdmin.hoursLead')}</p>
      {lawyers.isPending ? (
        <LoadingFallback />
      ) : lawyers.isError ? (
        <LoadError onRetry={() => void lawyers.refetch()} />
      ) : (
        lawyers.data.map((lawyer) => <Lawyer key={lawyer.id} lawyer={lawyer} />)
      )}
      <AddLawyer />
    </section>
  );
}
