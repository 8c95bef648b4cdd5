import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from 'shared-ui';
import { useHydrating } from '../../../lib/use-hydrating';
import styles from './preview-banner.module.css';

/**
 * "Preview: mf-blog 20261128… — exit", while this visitor previews candidate versions (README,
 * "Previews": /env.js names them for this visitor only). Only the browser knows, so it appears
 * after hydration; its texts load only then, and never for a visitor without a preview.
 */
function Banner({ apps, exitUrl }: { apps: Record<string, string>; exitUrl: string }) {
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

export function PreviewBanner() {
  const hydrating = useHydrating();
  const preview = runtimeConfig().preview;
  if (hydrating || !preview) return null;
  return (
    <Suspense fallback={null}>
      <Banner apps={preview.apps} exitUrl={preview.exitUrl} />
    </Suspense>
  );
}
