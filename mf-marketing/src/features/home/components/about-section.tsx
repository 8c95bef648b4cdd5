import { useTranslation } from 'react-i18next';
import styles from '@/components/sections.module.css';

const VALUES = ['languages', 'clarity', 'local', 'online'] as const;

export function AboutSection() {
  const { t } = useTranslation('marketing');
  return (
    <section id="about" className={styles.section} aria-labelledby="about-title">
      <p className={styles.kicker}>{t('about.kicker')}</p>
      <h2 id="about-title" className={styles.title}>
        {t('about.title')}
      </h2>
      <div className={styles.about}>
        <div className={styles.aboutText}>
          <p>{t('about.p1')}</p>
          <p>{t('about.p2')}</p>
          <p>{t('about.p3')}</p>
        </div>
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value}>
              <strong>{t(`about.values.${value}.title`)}</strong>
              {t(`about.values.${value}.text`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
