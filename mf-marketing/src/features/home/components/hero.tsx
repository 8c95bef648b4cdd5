import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, type Language } from 'shared-i18n';
import { buttonClassName, FIRM, telHref } from 'shared-ui';
import { HeroPicture } from './hero-picture';
import styles from './hero.module.css';

export function Hero({ language }: { language: Language }) {
  const { t } = useTranslation('marketing');
  const contact = pathFor({ page: 'contact' }, language);
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        <p className={styles.kicker}>{t('home.kicker')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.actions}>
          <a className={buttonClassName('primary')} href={telHref(FIRM.phones[0])}>
            {t('home.call')}
          </a>
          <Link className={buttonClassName('secondary')} to={`${pathFor({ page: 'home' }, language)}#contact`}>
            {t('home.contactUs')}
          </Link>
          {/* Wide screens: a quiet link beside the other actions. */}
          <Link className={styles.videoLink} to={contact} data-testid="hero-video-link">
            {t('home.videoLink')}
          </Link>
        </div>
        <p className={styles.languages}>{t('home.languages')}</p>
      </div>
      <div className={styles.media}>
        {/* The drawn illustration; the firm's own photo goes in the same slot: run `npm run images`
            on it (scripts/hero-images.mjs, source file) and switch the alt to home.photoAlt. */}
        <HeroPicture className={styles.photo} alt={t('home.heroAlt')} />
      </div>
      {/* Under 768 px: a centred, thumb-sized video-consultation button. */}
      <div className={styles.mobileVideo}>
        <Link className={buttonClassName('accent')} to={contact} data-testid="hero-video-button">
          {t('home.videoButton')}
        </Link>
      </div>
    </section>
  );
}
