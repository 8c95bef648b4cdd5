// A practice-area page: plain-language intro, the matters we handle, how we work, FAQs (native
// <details> disclosure, keyboard and screen-reader friendly), ways to reach us and the other areas.
// No promises of results or success rates (Código Deontológico de la Abogacía, art. 6).
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, SERVICE_IDS } from 'shared-i18n';
import { buttonClassName, FIRM, telHref, whatsappHref, type RemotePageProps } from 'shared-ui';
import { ServiceIcon } from '@/components/service-icons';
import styles from './pages.module.css';

const MATTERS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'] as const;
const STEPS = ['s1', 's2', 's3', 's4'] as const;
const FAQS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

export default function ServicePage({ page, language }: RemotePageProps) {
  const { t } = useTranslation('services');
  const service = page.page === 'service' ? page.service : 'civil';
  const contact = pathFor({ page: 'contact' }, language);
  const key = (path: string) => `${service}.${path}`;
  return (
    <article data-remote="mf_marketing" data-page="service" data-service={service} className={styles.page}>
      <header className={`${styles.intro} ${styles.serviceHeader}`}>
        <ServiceIcon service={service} className={styles.serviceIcon} />
        <div>
          <p className={styles.kicker}>{t('page.kicker')}</p>
          <h1>{t(key('title'))}</h1>
          <p className={styles.lead}>{t(key('intro'))}</p>
        </div>
      </header>

      <section aria-labelledby="matters-title" className={styles.block}>
        <h2 id="matters-title">{t('page.mattersTitle')}</h2>
        <ul className={styles.checks}>
          {MATTERS.map((item) => (
            <li key={item}>{t(key(`matters.${item}`))}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className={styles.block}>
        <h2 id="how-title">{t('page.howTitle')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(key(`steps.${step}`))}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="faq-title" className={styles.block}>
        <h2 id="faq-title">{t('page.faqTitle')}</h2>
        <div className={styles.faqs}>
          {FAQS.map((faq) => (
            <details key={faq} className={styles.faq}>
              <summary>{t(key(`faq.${faq}.q`))}</summary>
              <p>{t(key(`faq.${faq}.a`))}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta-title" className={`${styles.block} ${styles.cta}`}>
        <h2 id="cta-title">{t('page.ctaTitle')}</h2>
        <p>{t('page.ctaText')}</p>
        <div className={styles.ctaActions}>
          <a className={buttonClassName('primary')} href={telHref(FIRM.phones[0])}>
            {t('page.call')}
          </a>
          <a className={buttonClassName('secondary')} href={whatsappHref(t(key('whatsapp')))} target="_blank" rel="noopener noreferrer">
            {t('page.whatsapp')}
            <span data-visually-hidden> {t('page.newTab')}</span>
          </a>
          <Link className={buttonClassName('secondary')} to={contact}>
            {t('page.form')}
          </Link>
          <Link className={buttonClassName('accent')} to={pathFor({ page: 'booking' }, language)}>
            {t('page.video')}
          </Link>
        </div>
        <p className={styles.small}>{t('page.ethics')}</p>
      </section>

      <nav aria-labelledby="other-title" className={styles.block}>
        <h2 id="other-title">{t('page.otherTitle')}</h2>
        <ul className={styles.otherServices}>
          {SERVICE_IDS.filter((other) => other !== service).map((other) => (
            <li key={other}>
              <Link to={pathFor({ page: 'service', service: other }, language)}>
                <ServiceIcon service={other} className={styles.otherIcon} />
                <span>
                  <strong>{t(`${other}.title`)}</strong>
                  <span className={styles.otherShort}>{t(`${other}.short`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
