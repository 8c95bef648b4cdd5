import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, type Language } from 'shared-i18n';
import { buttonClassName } from 'shared-ui';
import { ContactChannels } from '@/components/contact-channels';
import styles from '@/components/sections.module.css';

export function ContactSection({ language }: { language: Language }) {
  const { t } = useTranslation(['marketing', 'contact']);
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-section-title">
      <p className={styles.kicker}>{t('marketing:contactSection.kicker')}</p>
      <h2 id="contact-section-title" className={styles.title}>
        {t('marketing:contactSection.title')}
      </h2>
      <p className={styles.lead}>{t('marketing:contactSection.lead')}</p>
      <ContactChannels />
      <div className={`${styles.actions} ${styles.center}`}>
        <Link className={buttonClassName('accent')} to={pathFor({ page: 'booking' }, language)}>
          {t('contact:booking.cta')}
        </Link>
        <Link className={buttonClassName('primary')} to={pathFor({ page: 'contact' }, language)}>
          {t('marketing:contactSection.button')}
        </Link>
      </div>
    </section>
  );
}
