import { useTranslation } from 'react-i18next';
import styles from './preview-banner.module.css';

/** The banner's content: loaded only for a visitor who previews (./preview-banner.tsx). */
export function PreviewBar({ apps, exitUrl }: { apps: Record<string, string>; exitUrl: string }) {
  const { t } = useTranslation('harness');
  const names = Object.entries(apps).map(([app, version]) => `${app} ${version}`);
  return (
    <aside className={styles.banner} aria-label={t('previewLabel')}>
      <p className={styles.text}>{t('preview', { apps: names.join(', ') })}</p>
      <a className={styles.exit} href={exitUrl}>
        {t('exitPreview')}
      </a>
    </aside>
  );
}
