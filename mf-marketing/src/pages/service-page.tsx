import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function ServicePage({ page }: RemotePageProps) {
  const { t } = useTranslation('services');
  const service = page.page === 'service' ? page.service : 'civil';
  return (
    <article data-remote="mf_marketing" data-page="service" data-service={service}>
      <h1>{t(`${service}.title`)}</h1>
      <p>{t(`${service}.short`)}</p>
    </article>
  );
}
