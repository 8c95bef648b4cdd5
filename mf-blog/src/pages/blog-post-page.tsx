import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function BlogPostPage({ page }: RemotePageProps) {
  const { t } = useTranslation('blog');
  const slug = page.page === 'blogPost' ? page.slug : '';
  return (
    <article data-remote="mf_blog" data-page="blogPost" data-slug={slug}>
      <h1>{t('post.title')}</h1>
    </article>
  );
}
