import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function ContactPage(_props: RemotePageProps) {
  const { t } = useTranslation('contact');
  return (
    <section data-remote="mf_marketing" data-page="contact">
      <h1>{t('page.title')}</h1>
    </section>
  );
}
