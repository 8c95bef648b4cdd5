import { useTranslation } from 'react-i18next';
import { useLanguageStore } from 'shared-i18n';
import type { RemotePageProps } from 'shared-ui';

export default function BlogListPage(_props: RemotePageProps) {
  const { t } = useTranslation('blog');
  // Read from the shared store (not the prop) so the page follows a switch made in the shell.
  const language = useLanguageStore((state) => state.language);
  return (
    <section data-remote="mf_blog" data-page="blog" lang={language}>
      <h1>{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
    </section>
  );
}
