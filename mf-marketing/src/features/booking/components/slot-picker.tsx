// Day → time over the free times of one mode: days in the office's calendar, times in the visitor's
// time zone with the office time (Europe/Madrid) beside them. Used by the booking form and by the
// page that moves a booking.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/forms/form.module.css';
import { formatDay, formatTime, groupByDay, OFFICE_TIME_ZONE, visitorTimeZone, type Slot } from '../lib/slot-days';
import styles from './booking.module.css';

interface SlotPickerProps {
  slots: UseQueryResult<Slot[]>;
  day: string;
  startsAt: string;
  onDayChange: (day: string) => void;
  onTimeChange: (startsAt: string) => void;
  dayError?: string;
  timeError?: string;
  /** Prefix of the ids the hints and errors are referenced by. */
  idPrefix: string;
}

export function SlotPicker({ slots, day, startsAt, onDayChange, onTimeChange, dayError, timeError, idPrefix }: SlotPickerProps) {
  const { t, i18n } = useTranslation('contact');
  const zone = visitorTimeZone();
  const locale = i18n.language === 'en' ? 'en-GB' : i18n.language;
  const days = groupByDay(slots.data ?? []);
  const times = days.find((entry) => entry.day === day)?.slots ?? [];

  return (
    <>
      <fieldset className={styles.group} aria-describedby={dayError ? `${idPrefix}-day-error` : undefined} aria-busy={slots.isPending}>
        <legend>{t('booking.dayLegend')}</legend>
        {slots.isPending ? (
          <p className={styles.hint}>{t('booking.loading')}</p>
        ) : slots.isError ? (
          <p className={styles.error} role="alert">
            {t('booking.loadError')}{' '}
            <button type="button" className={formStyles.linkButton} onClick={() => void slots.refetch()}>
              {t('booking.retry')}
            </button>
          </p>
        ) : days.length === 0 ? (
          <p className={styles.hint}>{t('booking.noDays')}</p>
        ) : (
          <div className={styles.choices}>
            {days.map(({ day: value, slots: daySlots }) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="day" value={value} checked={day === value} onChange={() => onDayChange(value)} />
                <span>{formatDay(value, locale)}</span>
                <span className={styles.choiceNote}>{t('booking.freeTimes', { count: daySlots.length })}</span>
              </label>
            ))}
          </div>
        )}
        {dayError && (
          <p id={`${idPrefix}-day-error`} className={styles.error}>
            {dayError}
          </p>
        )}
      </fieldset>

      {(day || timeError) && (
        <fieldset className={styles.group} aria-describedby={`${idPrefix}-time-hint${timeError ? ` ${idPrefix}-time-error` : ''}`}>
          <legend>{t('booking.timeLegend')}</legend>
          <p id={`${idPrefix}-time-hint`} className={styles.hint}>
            {zone === OFFICE_TIME_ZONE ? t('booking.timeHintSpain') : t('booking.timeHint', { zone })}
          </p>
          <div className={styles.choices}>
            {times.map((slot) => (
              <label key={slot.starts_at} className={styles.choice}>
                <input
                  type="radio"
                  name="startsAt"
                  value={slot.starts_at}
                  checked={startsAt === slot.starts_at}
                  onChange={() => onTimeChange(slot.starts_at)}
                />
                <span dir="ltr">{formatTime(slot.starts_at, locale, zone)}</span>
                {zone !== OFFICE_TIME_ZONE && (
                  <span className={styles.choiceNote}>{t('booking.spainTime', { time: formatTime(slot.starts_at, locale, OFFICE_TIME_ZONE) })}</span>
                )}
              </label>
            ))}
          </div>
          {timeError && (
            <p id={`${idPrefix}-time-error`} className={styles.error} role="alert">
              {timeError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
