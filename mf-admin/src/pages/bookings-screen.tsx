// Bookings (/config-blogmr/citas): the consultations booked online, by week or by day in office time,
// with who, how, about what and with which lawyer; a booking can be moved, declined or cancelled with a
// reason the visitor receives in their language. ?day=YYYY-MM-DD (the firm e-mail's link) opens that
// day's week; ?view=day shows the day alone.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, LoadingFallback } from 'shared-ui';
import { Link, useSearchParams } from 'shared-ui/router';
import { adminPath } from '@/lib/admin-screens';
import { LoadError } from '@/components/load-error';
import { languageName } from '@/lib/language-name';
import styles from '@/components/screen.module.css';
import { bookingsQueryOptions, type BookingRow } from '@/features/bookings/api/get-bookings';
import { addDays, madridDay, madridMidnight, mondayOf } from '@/features/bookings/lib/week';
import { BookingActions } from '@/features/bookings/components/booking-actions';

const STATUS_BADGE: Record<BookingRow['status'], string | undefined> = {
  confirmed: styles.badgeOk,
  cancelled: styles.badgeDanger,
  declined: styles.badgeDanger,
};

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
              <span data-visually-hidden> {t('inbox.newTab')}</span>
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
      <td>
        <BookingActions booking={booking} />
      </td>
    </tr>
  );
}

function DayTable({ day, title, bookings }: { day: string; title: string; bookings: BookingRow[] }) {
  const { t } = useTranslation('admin');
  return (
    // Focusable: the table can be wider than a phone and scrolls sideways with the keyboard too.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={title} data-day={day}>
      <table className={styles.table}>
        <caption>{title}</caption>
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
              <span data-visually-hidden>{t('notifications.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type View = 'week' | 'day';

export default function BookingsScreen() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('day');
  const view: View = params.get('view') === 'day' ? 'day' : 'week';
  const today = madridDay(new Date());
  const day = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : today;
  const from = view === 'day' ? day : mondayOf(day);
  const length = view === 'day' ? 1 : 7;
  const bookings = useQuery(bookingsQueryOptions(madridMidnight(from), madridMidnight(addDays(from, length))));
  const goTo = (next: string, nextView: View = view) => setParams(nextView === 'day' ? { day: next, view: 'day' } : { day: next }, { replace: true });
  const dayTitle = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));
  const days = Array.from({ length }, (_, index) => addDays(from, index));
  const ofDay = (value: string) => (bookings.data ?? []).filter((booking) => madridDay(new Date(booking.starts_at)) === value);

  return (
    <section data-page="admin:citas" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.citas')}</h1>
          <p className={styles.lead}>
            {t('bookingsAdmin.lead')} <Link to={adminPath('horarios')}>{t('bookingsAdmin.hoursLink')}</Link>
          </p>
        </div>
        <div className={styles.actions} role="group" aria-label={t('bookingsAdmin.viewLabel')}>
          <Button variant={view === 'week' ? 'primary' : 'secondary'} aria-pressed={view === 'week'} onClick={() => goTo(day, 'week')}>
            {t('bookingsAdmin.weekView')}
          </Button>
          <Button variant={view === 'day' ? 'primary' : 'secondary'} aria-pressed={view === 'day'} onClick={() => goTo(day, 'day')}>
            {t('bookingsAdmin.dayView')}
          </Button>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => goTo(addDays(from, -length))}>
            {t(view === 'day' ? 'bookingsAdmin.previousDay' : 'bookingsAdmin.previous')}
          </Button>
          <Button variant="secondary" onClick={() => goTo(today)}>
            {t(view === 'day' ? 'bookingsAdmin.today' : 'bookingsAdmin.thisWeek')}
          </Button>
          <Button variant="secondary" onClick={() => goTo(addDays(from, length))}>
            {t(view === 'day' ? 'bookingsAdmin.nextDay' : 'bookingsAdmin.next')}
          </Button>
        </div>
      </header>
      <h2 className={styles.section} aria-live="polite">
        {view === 'day' ? dayTitle(day) : t('bookingsAdmin.week', { from: dayTitle(from), to: dayTitle(addDays(from, 6)) })}
      </h2>
      {bookings.isPending ? (
        <LoadingFallback />
      ) : bookings.isError ? (
        <LoadError onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p>{t(view === 'day' ? 'bookingsAdmin.emptyDay' : 'bookingsAdmin.empty')}</p>
      ) : (
        days.map((value) => ofDay(value).length > 0 && <DayTable key={value} day={value} title={dayTitle(value)} bookings={ofDay(value)} />)
      )}
    </section>
  );
}
