import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, useLanguageStore } from 'shared-i18n';
import { buttonClassName } from 'shared-ui';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  return (
    <section data-page="notFound">
      <h1>{t('notFound.title')}</h1>
      <Link to={pathFor({ page: 'home' }, language)} className={buttonClassName('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
