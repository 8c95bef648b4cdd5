// /sustituciones: hearing substitutions for other lawyers — what we cover, how it works, and
// the request form.
import { useTranslation } from 'react-i18next';
import { FIRM, telHref, type RemotePageProps } from 'shared-ui';
import { SUBSTITUTION_POINTS } from '@/features/home/components/substitutions-promo';
import { SubstitutionForm } from '@/features/substitutions/components/substitution-form';
import styles from './pages.module.css';

export default function SubstitutionsPage({ language }: RemotePageProps) {
  const { t } = useTranslation('marketing');
  return (
    <div data-remote="mf_marketing" data-page="substitutions" className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('substitutions.title')}</h1>
        <p className={styles.lead}>{t('substitutions.lead')}</p>
      </header>
      <div className={styles.columns}>
        <SubstitutionForm language={language} />
        <aside className={styles.aside}>
          <section aria-labelledby="subst-points-title" className={styles.panel}>
            <h2 id="subst-points-title">{t('substitutions.pointsTitle')}</h2>
            <ul className={styles.checks}>
              {SUBSTITUTION_POINTS.map((point) => (
                <li key={point}>{t(`substitutions.points.${point}`)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="subst-how-title" className={styles.panel}>
            <h2 id="subst-how-title">{t('substitutions.howTitle')}</h2>
            <ol className={styles.steps}>
              <li>{t('substitutions.how.s1')}</li>
              <li>{t('substitutions.how.s2')}</li>
              <li>{t('substitutions.how.s3')}</li>
              <li>{t('substitutions.how.s4')}</li>
            </ol>
            <p className={styles.small}>
              {t('substitutions.urgent')}{' '}
              <a href={telHref(FIRM.phones[1])} dir="ltr">
                {FIRM.phones[1]}
              </a>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
