// /reservar-cita (and its six twins): book a first consultation at the office, by phone or by video,
// or, from the link of the confirmation e-mail (?booking=<token>), see and cancel a booking.
import { useTranslation } from 'react-i18next';
import { FIRM, telHref, type RemotePageProps } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { BookingForm } from '@/features/booking/components/booking-form';
import { ManageBooking } from '@/features/booking/components/manage-booking';
import styles from './pages.module.css';

export default function BookingPage({ language }: RemotePageProps) {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  const token = params.get('booking');
  return (
    <div data-remote="mf_marketing" data-page="booking" className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('booking.title')}</h1>
        <p className={styles.lead}>{t('booking.lead')}</p>
      </header>
      <div className={styles.columns}>
        {token ? <ManageBooking token={token} /> : <BookingForm language={language} />}
        <aside className={styles.aside}>
          <section aria-labelledby="booking-how-title" className={styles.panel}>
            <h2 id="booking-how-title">{t('booking.howTitle')}</h2>
            <ol className={styles.steps}>
              <li>{t('booking.how.s1')}</li>
              <li>{t('booking.how.s2')}</li>
              <li>{t('booking.how.s3')}</li>
            </ol>
            <p className={styles.small}>
              {t('booking.preferPhone')}{' '}
              <a href={telHref(FIRM.phones[0])} dir="ltr">
                {FIRM.phones[0]}
              </a>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
