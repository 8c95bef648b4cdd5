import { useTranslation } from 'react-i18next';
import { FIRM } from 'shared-ui';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('navigation');
  return (
    <footer className={styles.footer}>
      <p>
        © {new Date().getFullYear()} {FIRM.name}. {t('rights')}
      </p>
    </footer>
  );
}
