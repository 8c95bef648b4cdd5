// Consultations booked for this matter.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { formatDate } from '@/lib/format';
import { matterBookingsQuery } from '../api/get-matter-bookings';
import styles from './matters.module.css';

export function BookingsSection({ matterId, language }: { matterId: string; language: Language }) {
  const { t } = useTranslation('clients');
  const bookings = useQuery(matterBookingsQuery(matterId));
  if (!bookings.data?.length) return null;
  return (
    <section aria-labelledby="bookings-title" className={styles.section}>
      <h2 id="bookings-title">{t('bookings.title')}</h2>
      <ul className={styles.plainList}>
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            {formatDate(booking.starts_at, language, true)} · {t(`bookings.modes.${booking.mode}`)}
            {booking.status !== 'confirmed' && ` · ${t('bookings.cancelled')}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
