import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function TestimonialsPage(_props: RemotePageProps) {
  const { t } = useTranslation('marketing');
  return (
    <section data-remote="mf_marketing" data-page="testimonials">
      <h1>{t('testimonials.title')}</h1>
    </section>
  );
}
