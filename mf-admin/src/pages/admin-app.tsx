// Everything under /config-blogmr: the shell mounts this once for `/config-blogmr/*` and the admin
// owns its own sub-routes.
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';

export const ADMIN_SCREENS = ['dashboard', 'post/new', 'cuestionario', 'sustituciones', 'opiniones', 'traducciones'] as const;
type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** Translation keys avoid '/', which the translations table does not allow in keys. */
const screenKey = (screen: AdminScreen) => `screens.${screen === 'post/new' ? 'postNew' : screen}`;

function AdminScreenView({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation('admin');
  return (
    <section data-page={`admin:${screen}`}>
      <h1>{t(screenKey(screen))}</h1>
    </section>
  );
}

export default function AdminApp(_props: RemotePageProps) {
  const { t } = useTranslation('admin');
  return (
    <div data-remote="mf_admin" data-page="admin">
      <nav aria-label={t('nav.label')}>
        <ul>
          {ADMIN_SCREENS.map((screen) => (
            <li key={screen}>
              <NavLink to={`/config-blogmr/${screen}`}>{t(screenKey(screen))}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<AdminScreenView screen="dashboard" />} />
        {ADMIN_SCREENS.map((screen) => (
          <Route key={screen} path={screen} element={<AdminScreenView screen={screen} />} />
        ))}
        <Route path="*" element={<p role="alert">{t('notFound')}</p>} />
      </Routes>
    </div>
  );
}
