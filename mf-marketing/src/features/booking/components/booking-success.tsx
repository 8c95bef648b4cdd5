// The confirmation after booking: when (the visitor's time and the office's), how to join, where the
// e-mail went, and the link to cancel. Takes the focus, like the other forms' confirmations.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Link, useLocation } from 'shared-ui/router';
import formStyles from '@/components/forms/form.module.css';
import type { BookedConsultation } from '../api/book-consultation';
import { formatDateTime, OFFICE_TIME_ZONE, visitorTimeZone } from '../lib/slot-days';
import styles from './booking.module.css';

export function BookingSuccess({ booking, onAgain }: { booking: BookedConsultation & { email: string }; onAgain: () => void }) {
  const { t, i18n } = useTranslation('contact');
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const locale = i18n.language === 'en' ? 'en-GB' : i18n.language;
  const zone = visitorTimeZone();
  return (
    <div className={formStyles.success} role="status" tabIndex={-1} ref={ref} data-testid="booking-success">
      <h3>{t('booking.success.title')}</h3>
      <div className={styles.summary}>
        <p>
          <strong>{formatDateTime(booking.starts_at, locale, zone)}</strong>
          {zone !== OFFICE_TIME_ZONE && <> ({t('booking.spainTime', { time: formatDateTime(booking.starts_at, locale, OFFICE_TIME_ZONE) })})</>}
        </p>
        <p>{t(`booking.modes.${booking.mode}`)}</p>
        {booking.meeting_url && (
          <p>
            {t('booking.success.video')}{' '}
            <a href={booking.meeting_url} target="_blank" rel="noreferrer" dir="ltr" data-testid="meeting-url">
              {booking.meeting_url}
            </a>
          </p>
        )}
        <p>{t('booking.success.email', { email: booking.email })}</p>
        <p>
          <Link to={`${pathname}?booking=${encodeURIComponent(booking.manage_token)}`}>{t('booking.success.manage')}</Link>
        </p>
      </div>
      <Button variant="secondary" onClick={onAgain}>
        {t('booking.success.again')}
      </Button>
    </div>
  );
}
