// Booking hours (/config-blogmr/horarios): the rules of online booking, each lawyer's weekly hours per
// mode, and the days without bookings. Every change shows on the public booking page at once.
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { adminPath } from '@/lib/admin-screens';
import styles from '@/components/screen.module.css';
import { ClosuresList } from '@/features/bookings/components/closures-list';
import { LawyerHours } from '@/features/bookings/components/lawyer-hours';
import { SettingsForm } from '@/features/bookings/components/settings-form';

export default function HoursScreen() {
  const { t } = useTranslation('admin');
  return (
    <section data-page="admin:horarios" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.horarios')}</h1>
          <p className={styles.lead}>
            {t('bookingsAdmin.hoursScreenLead')} <Link to={adminPath('citas')}>{t('bookingsAdmin.bookingsLink')}</Link>
          </p>
        </div>
      </header>
      <SettingsForm />
      <LawyerHours />
      <ClosuresList />
    </section>
  );
}
