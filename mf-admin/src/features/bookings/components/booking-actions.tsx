// What the firm can do with a confirmed booking that has not started: move it to another free time,
// decline it or cancel it, each with a reason the visitor receives in their language.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import { languageName } from '@/lib/language-name';
import styles from '@/components/screen.module.css';
import { useCancelBookingByFirm } from '../api/cancel-booking';
import { adminFreeSlotsQueryOptions } from '../api/get-free-slots';
import type { BookingRow } from '../api/get-bookings';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { madridDay } from '../lib/week';

const MIN_REASON = 3;
/** The database takes a reason of 3 to 2000 characters (cancel_booking_by_firm, reschedule_booking_by_firm): the field's maxLength. */
const MAX_REASON = 2000;

function ReasonField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation('admin');
  return (
    <FormField label={t('bookingsAdmin.reason')} error={error} required>
      {(control) => (
        <textarea {...control} className={controlClassName} rows={3} maxLength={MAX_REASON} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}

function CancelDialog({ booking, decline }: { booking: BookingRow; decline: boolean }) {
  const { t } = useTranslation('admin');
  const cancel = useCancelBookingByFirm();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const which = decline ? 'decline' : 'cancel';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) return setError(t('bookingsAdmin.reasonRequired'));
    setError(undefined);
    cancel.mutate(
      { id: booking.id, reason: reason.trim(), decline },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t(`bookingsAdmin.${which}Done`, { name: booking.name }));
        },
        onError: (failure) => toast.error(errorMessage(t, failure)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t(`bookingsAdmin.${which}Title`, { name: booking.name })}
      closeLabel={t('inbox.close')}
      trigger={
        <button type="button" className={styles.textButton} aria-label={t(`bookingsAdmin.${which}Title`, { name: booking.name })}>
          {t(`bookingsAdmin.${which}`)}
        </button>
      }
    >
      <form onSubmit={submit} noValidate>
        <p>{t(`bookingsAdmin.${which}Help`, { language: languageName(booking.language) })}</p>
        <ReasonField value={reason} onChange={setReason} error={error} />
        <div className={styles.actions}>
          <Button type="submit" disabled={cancel.isPending}>
            {t(`bookingsAdmin.${which}Confirm`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const slots = useQuery(adminFreeSlotsQueryOptions(booking.mode));
  const reschedule = useRescheduleBooking();
  const [day, setDay] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ day?: string; startsAt?: string; reason?: string }>({});
  const dayLabel = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });
  const days = [...new Set((slots.data ?? []).map((slot) => madridDay(new Date(slot.starts_at))))];
  const times = (slots.data ?? []).filter((slot) => madridDay(new Date(slot.starts_at)) === day);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      day: day ? undefined : t('bookingsAdmin.chooseDay'),
      startsAt: !day || startsAt ? undefined : t('bookingsAdmin.chooseTime'),
      reason: reason.trim().length >= MIN_REASON ? undefined : t('bookingsAdmin.reasonRequired'),
    };
    setErrors(found);
    if (found.day || found.startsAt || found.reason) return;
    reschedule.mutate(
      { id: booking.id, startsAt, reason: reason.trim() },
      {
        onSuccess: () => {
          onDone();
          toast.success(t('bookingsAdmin.moveDone', { name: booking.name }));
        },
        onError: (failure) => {
          if ((failure as { message?: string }).message === 'booking_slot_taken') {
            setStartsAt('');
            setErrors({ startsAt: t('bookingsAdmin.slotTaken') });
          } else {
            toast.error(errorMessage(t, failure));
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('bookingsAdmin.moveHelp', { language: languageName(booking.language) })}</p>
      {slots.isError ? (
        <p className={styles.error} role="alert">
          {t('bookingsAdmin.slotsError')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void slots.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <>
          <FormField label={t('bookingsAdmin.newDay')} error={errors.day} required>
            {(control) => (
              <select
                {...control}
                className={controlClassName}
                value={day}
                disabled={slots.isPending}
                onChange={(event) => {
                  setDay(event.target.value);
                  setStartsAt('');
                }}
              >
                <option value="">
                  {slots.isPending ? t('bookingsAdmin.loadingSlots') : days.length ? t('bookingsAdmin.choose') : t('bookingsAdmin.noSlots')}
                </option>
                {days.map((value) => (
                  <option key={value} value={value}>
                    {dayLabel(value)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('bookingsAdmin.newTime')} error={errors.startsAt} required>
            {(control) => (
              <select {...control} className={controlClassName} value={startsAt} disabled={!day} onChange={(event) => setStartsAt(event.target.value)}>
                <option value="">{t('bookingsAdmin.choose')}</option>
                {times.map((slot) => (
                  <option key={slot.starts_at} value={slot.starts_at}>
                    {time.format(new Date(slot.starts_at))}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </>
      )}
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
      <div className={styles.actions}>
        <Button type="submit" disabled={reschedule.isPending}>
          {t('bookingsAdmin.moveConfirm')}
        </Button>
      </div>
    </form>
  );
}

function RescheduleDialog({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('bookingsAdmin.moveTitle', { name: booking.name })}
      closeLabel={t('inbox.close')}
      trigger={
        <button type="button" className={styles.textButton} aria-label={t('bookingsAdmin.moveLabel', { name: booking.name })}>
          {t('bookingsAdmin.move')}
        </button>
      }
    >
      {open && <RescheduleForm booking={booking} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

export function BookingActions({ booking }: { booking: BookingRow }) {
  if (booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= Date.now()) return null;
  return (
    <div className={styles.actions}>
      <RescheduleDialog booking={booking} />
      <CancelDialog booking={booking} decline />
      <CancelDialog booking={booking} decline={false} />
    </div>
  );
}
