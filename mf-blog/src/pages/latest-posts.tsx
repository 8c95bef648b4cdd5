import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

/** The home page's latest-posts section; the shell places it in mf-marketing's slot. */
export default function LatestPosts(_props: Pick<RemotePageProps, 'language'>) {
  const { t } = useTranslation('blog');
  return (
    <section data-remote="mf_blog" data-page="latestPosts" aria-labelledby="latest-posts-title">
      <p>{t('latest.kicker')}</p>
      <h2 id="latest-posts-title">{t('latest.title')}</h2>
    </section>
  );
}
