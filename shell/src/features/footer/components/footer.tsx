import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { useLanguageStore } from 'shared-i18n';
import { FIRM, telHref } from 'shared-ui';
import { scrollToTop } from '@/lib/scroll';
import { useInPageLinks } from '@/lib/use-in-page-links';
import { Logo } from '@/components/logo';
import { navPaths, serviceLinks } from '@/lib/nav-links';
import styles from './footer.module.css';
import { LegalDialogs } from './legal-dialogs';

export function Footer() {
  const { t } = useTranslation('navigation');
  const language = useLanguageStore((state) => state.language);
  const paths = navPaths(language);
  const { homeClick, anchorClick } = useInPageLinks();
  const { address } = FIRM;

  return (
    <footer className={styles.footer} data-chrome>
      <div className={styles.grid}>
        <section className={styles.brand} aria-label={FIRM.name}>
          <Link to={paths.home} onClick={homeClick} className={styles.logo}>
            <Logo size={36} />
            <span>{FIRM.name}</span>
          </Link>
          <p>{t('footer.description')}</p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t('services')}
          </h2>
          <ul className={styles.list}>
            {serviceLinks(language).map((service) => (
              <li key={service.id}>
                <Link to={service.href}>{t(`serviceNames.${service.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.home} onClick={homeClick}>
                {t('home')}
              </Link>
            </li>
            <li>
              <Link to={paths.servicesAnchor} onClick={anchorClick('services')}>
                {t('services')}
              </Link>
            </li>
            <li>
              <Link to={paths.about} onClick={anchorClick('about')}>
                {t('about')}
              </Link>
            </li>
            <li>
              <Link to={paths.substitutions}>{t('substitutions')}</Link>
            </li>
            <li>
              <Link to={paths.blog}>{t('blog')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('contact')}</Link>
            </li>
            <li>
              <Link to={paths.clientArea}>{t('clientArea')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.postalCode} {address.city} ({address.province})
            <br />
            {FIRM.phones.map((phone) => (
              <span key={phone}>
                <a href={telHref(phone)} dir="ltr">
                  {phone}
                </a>
                <br />
              </span>
            ))}
            <a href={`mailto:${FIRM.email}`} dir="ltr">
              {FIRM.email}
            </a>
          </address>
          <h3 className={styles.subheading}>{t('footer.schedule')}</h3>
          <p className={styles.schedule}>
            {t('footer.weekdays')}
            <br />
            {t('footer.friday')}
          </p>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} {FIRM.name}. {t('rights')}
        </p>
        <ul className={styles.legal}>
          <LegalDialogs />
          <li>
            {/* Opened by the consent banner's listener (or the boot script), not by the footer's code. */}
            <button type="button" className={styles.linkButton} data-consent-action="configure">
              {t('footer.cookieSettings')}
            </button>
          </li>
        </ul>
        <button type="button" className={styles.backToTop} onClick={scrollToTop}>
          <span aria-hidden="true">↑</span> {t('footer.backToTop')}
        </button>
      </div>
    </footer>
  );
}
