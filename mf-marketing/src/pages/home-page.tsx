import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function HomePage({ slots }: RemotePageProps) {
  const { t } = useTranslation('marketing');
  return (
    <div data-remote="mf_marketing" data-page="home">
      <section id="home">
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
      </section>
      {slots?.latestPosts}
    </div>
  );
}
