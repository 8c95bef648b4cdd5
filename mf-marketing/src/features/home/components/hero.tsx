import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, type Language } from 'shared-i18n';
import { buttonClassName, FIRM, telHref } from 'shared-ui';
import { HeroIllustration } from './hero-illustration';
import styles from './hero.module.css';

/**
 * The firm's own hero photo. Leave null to show the drawn illustration; set it to an image URL
 * (ideally a 960×720 WebP in mf-marketing/public/images/) and it is loaded eagerly with high
 * priority, since it is the largest element of the first screen.
 */
export const HERO_PHOTO: { src: string; width: number; height: number } | null = null;

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
        {HERO_PHOTO ? (
          <img
            className={styles.photo}
            src={HERO_PHOTO.src}
            width={HERO_PHOTO.width}
            height={HERO_PHOTO.height}
            alt={t('home.photoAlt')}
            loading="eager"
            fetchPriority="high"
          />
        ) : (
          <HeroIllustration className={styles.photo} />
        )}
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
