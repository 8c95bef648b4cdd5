// Bookings (/config-blogmr/citas): the week's consultations booked online, day by day in office time,
// with who, how, about what and with which lawyer; a booking can be cancelled with a reason, which the
// visitor receives in their language. ?day=YYYY-MM-DD (the firm e-mail's link) opens that day's week.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingFallback } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { useSearchParams } from 'shared-ui/router';
import { toast } from 'shared-ui/toaster';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/errors';
import { languageName } from '../../../lib/language-name';
import styles from '../../../lib/screen.module.css';
import { useCancelBookingByFirm } from '../api/cancel-booking';
import { bookingsQueryOptions, type BookingRow } from '../api/get-bookings';
import { addDays, madridDay, madridMidnight, mondayOf } from './week';

const STATUS_BADGE: Record<BookingRow['status'], string | undefined> = {
  confirmed: styles.badgeOk,
  cancelled: styles.badgeDanger,
  declined: styles.badgeDanger,
};

function CancelDialog({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('admin');
  const cancel = useCancelBookingByFirm();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError(t('bookingsAdmin.reasonRequired'));
    setError(undefined);
    cancel.mutate(
      { id: booking.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('bookingsAdmin.cancelled', { name: booking.name }));
        },
        onError: (failure) => toast.error(errorMessage(t, failure)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('bookingsAdmin.cancelTitle', { name: booking.name })}
      closeLabel={t('inbox.close')}
      trigger={
        <button type="button" className={styles.textButton} aria-label={t('bookingsAdmin.cancelLabel', { name: booking.name })}>
          {t('bookingsAdmin.cancel')}
        </button>
      }
    >
      <form onSubmit={submit} noValidate>
        <p>{t('bookingsAdmin.cancelHelp', { language: languageName(booking.language) })}</p>
        <FormField label={t('bookingsAdmin.reason')} error={error} required>
          {(control) => <textarea {...control} className={controlClassName} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" disabled={cancel.isPending}>
            {t('bookingsAdmin.cancelConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function BookingItem({ booking }: { booking: BookingRow }) {
  const { t, i18n } = useTranslation('admin');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });
  return (
    <tr data-booking-id={booking.id} data-status={booking.status}>
      <td className={styles.nowrap}>
        {time.format(new Date(booking.starts_at))}–{time.format(new Date(booking.ends_at))}
      </td>
      <th scope="row">
        {booking.name}
        <br />
        <span className={styles.muted}>
          {booking.email}
          {booking.phone ? ` · ${booking.phone}` : ''}
        </span>
      </th>
      <td>
        {t(`bookingsAdmin.modes.${booking.mode}`)}
        {booking.meeting_url && (
          <>
            <br />
            <a href={booking.meeting_url} target="_blank" rel="noreferrer">
              {t('bookingsAdmin.join')}
              <span className={styles.srOnly}> {t('inbox.newTab')}</span>
            </a>
          </>
        )}
      </td>
      <td>
        {t(`inbox.areas.${booking.practice_area}`)}
        <br />
        <span className={styles.muted}>{booking.description}</span>
      </td>
      <td>{booking.lawyer?.name ?? '—'}</td>
      <td lang={booking.language}>{languageName(booking.language)}</td>
      <td>
        <span className={`${styles.badge} ${STATUS_BADGE[booking.status] ?? ''}`}>{t(`bookingsAdmin.status.${booking.status}`)}</span>
        {booking.status_reason && (
          <>
            <br />
            <span className={styles.muted}>{booking.status_reason}</span>
          </>
        )}
      </td>
      <td>{booking.status === 'confirmed' && new Date(booking.starts_at).getTime() > Date.now() && <CancelDialog booking={booking} />}</td>
    </tr>
  );
}

export default function BookingsScreen() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('day');
  const monday = mondayOf(requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : madridDay(new Date()));
  const bookings = useQuery(bookingsQueryOptions(madridMidnight(monday), madridMidnight(addDays(monday, 7))));
  const goTo = (day: string) => setParams({ day }, { replace: true });
  const dayTitle = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));

  return (
    <section data-page="admin:citas" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.citas')}</h1>
          <p className={styles.lead}>{t('bookingsAdmin.lead')}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => goTo(addDays(monday, -7))}>
            {t('bookingsAdmin.previous')}
          </Button>
          <Button variant="secondary" onClick={() => goTo(madridDay(new Date()))}>
            {t('bookingsAdmin.thisWeek')}
          </Button>
          <Button variant="secondary" onClick={() => goTo(addDays(monday, 7))}>
            {t('bookingsAdmin.next')}
          </Button>
        </div>
      </header>
      <h2 className={styles.section} aria-live="polite">
        {t('bookingsAdmin.week', { from: dayTitle(monday), to: dayTitle(addDays(monday, 6)) })}
      </h2>
      {bookings.isPending ? (
        <LoadingFallback />
      ) : bookings.isError ? (
        <LoadError onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p>{t('bookingsAdmin.empty')}</p>
      ) : (
        days.map((day) => {
          const ofDay = bookings.data.filter((booking) => madridDay(new Date(booking.starts_at)) === day);
          if (ofDay.length === 0) return null;
          return (
            // Focusable: the table can be wider than a phone and scrolls sideways with the keyboard too.
            <div key={day} className={styles.tableWrap} tabIndex={0} role="region" aria-label={dayTitle(day)}>
              <table className={styles.table}>
                <caption>{dayTitle(day)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('bookingsAdmin.columns.time')}</th>
                    <th scope="col">{t('bookingsAdmin.columns.client')}</th>
                    <th scope="col">{t('bookingsAdmin.columns.mode')}</th>
                    <th scope="col">{t('bookingsAdmin.columns.area')}</th>
                    <th scope="col">{t('bookingsAdmin.columns.lawyer')}</th>
                    <th scope="col">{t('bookingsAdmin.columns.language')}</th>
                    <th scope="col">{t('bookingsAdmin.columns.status')}</th>
                    <th scope="col">
                      <span className={styles.srOnly}>{t('notifications.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ofDay.map((booking) => (
                    <BookingItem key={booking.id} booking={booking} />
                  ))}
                </tbody>
              </table>
            </div>
          );
        })
      )}
    </section>
  );
}
