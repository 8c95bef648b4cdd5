import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function BlogListPage(_props: RemotePageProps) {
  const { t } = useTranslation('blog');
  return (
    <section data-remote="mf_blog" data-page="blog">
      <h1>{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
    </section>
  );
}
