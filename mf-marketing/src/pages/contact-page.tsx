// /contacto: direct channels first (most visitors just want to call or write), then the
// questionnaire beside the office details and how a video consultation works, with online booking.
import { useTranslation } from 'react-i18next';
import { pathFor } from 'shared-i18n';
import { buttonClassName, FIRM, type RemotePageProps } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { ContactChannels } from '@/components/contact-channels';
import { ContactForm } from '@/features/contact/components/contact-form';
import styles from './pages.module.css';

export default function ContactPage({ language }: RemotePageProps) {
  const { t } = useTranslation(['contact', 'navigation']);
  const { address } = FIRM;
  return (
    <div data-remote="mf_marketing" data-page="contact" className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('contact:page.title')}</h1>
        <p className={styles.lead}>{t('contact:page.lead')}</p>
      </header>
      <section aria-labelledby="channels-title" className={styles.block}>
        <h2 id="channels-title" data-visually-hidden>
          {t('contact:page.channelsTitle')}
        </h2>
        <ContactChannels />
      </section>
      <div className={styles.columns}>
        <ContactForm language={language} />
        <aside className={styles.aside}>
          <section id="video" aria-labelledby="video-title" className={styles.panel}>
            <h2 id="video-title">{t('contact:video.title')}</h2>
            <p>{t('contact:video.body')}</p>
            <ol className={styles.steps}>
              <li>{t('contact:video.steps.s1')}</li>
              <li>{t('contact:video.steps.s2')}</li>
              <li>{t('contact:video.steps.s3')}</li>
            </ol>
            <p>
              <Link className={buttonClassName('accent')} to={pathFor({ page: 'booking' }, language)}>
                {t('contact:booking.cta')}
              </Link>
            </p>
            <p className={styles.small}>{t('contact:video.note')}</p>
          </section>
          <section aria-labelledby="office-title" className={styles.panel}>
            <h2 id="office-title">{t('contact:office.title')}</h2>
            <address className={styles.address}>
              {FIRM.name}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city} ({address.province})
            </address>
            <h3>{t('contact:office.hours')}</h3>
            <p>
              {t('navigation:footer.weekdays')}
              <br />
              {t('navigation:footer.friday')}
            </p>
            <p className={styles.small}>{t('contact:office.appointment')}</p>
            <a
              href={`https://www.openstreetmap.org/?mlat=${FIRM.geo.latitude}&mlon=${FIRM.geo.longitude}#map=18/${FIRM.geo.latitude}/${FIRM.geo.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('contact:office.map')}
              <span data-visually-hidden> {t('contact:office.newTab')}</span>
            </a>
          </section>
        </aside>
      </div>
    </div>
  );
}
