import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, type Language } from 'shared-i18n';
import { buttonClassName } from 'shared-ui';
import styles from '@/components/sections.module.css';

/** The spec's four points, in its order. */
export const SUBSTITUTION_POINTS = ['anyProcedure', 'preparation', 'experienced', 'procurator'] as const;

export function SubstitutionsPromo({ language }: { language: Language }) {
  const { t } = useTranslation('marketing');
  return (
    <section id="substitutions" className={`${styles.section}`} aria-labelledby="substitutions-promo-title">
      <div className={styles.band}>
        <h2 id="substitutions-promo-title" className={styles.title}>
          {t('substitutions.promoTitle')}
        </h2>
        <p className={styles.lead}>{t('substitutions.promoLead')}</p>
        <ul className={styles.points}>
          {SUBSTITUTION_POINTS.map((point) => (
            <li key={point}>{t(`substitutions.points.${point}`)}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link className={buttonClassName('accent')} to={pathFor({ page: 'substitutions' }, language)}>
            {t('substitutions.requestButton')}
          </Link>
        </div>
      </div>
    </section>
  );
}
