import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';

export default function AdminLoginPage(_props: RemotePageProps) {
  const { t } = useTranslation('admin');
  return (
    <section data-remote="mf_admin" data-page="adminLogin">
      <h1>{t('login.title')}</h1>
    </section>
  );
}
