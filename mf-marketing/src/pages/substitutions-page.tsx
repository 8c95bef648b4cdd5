import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function SubstitutionsPage(_props: RemotePageProps) {
  const { t } = useTranslation('marketing');
  return (
    <section data-remote="mf_marketing" data-page="substitutions">
      <h1>{t('substitutions.title')}</h1>
    </section>
  );
}
