// Frame of every admin screen: section navigation, who is signed in, sign-out.
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'shared-ui/router';
import { Button } from 'shared-ui';
import { NAV_SCREENS, adminPath } from '@/lib/admin-screens';
import { useAdminAuth } from '@/lib/admin-session';
import styles from './admin-layout.module.css';

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const user = useAdminAuth((state) => state.user);
  const signOut = useAdminAuth((state) => state.signOut);
  const mfaEnrolBy = useAdminAuth((state) => state.mfaEnrolBy);
  const { i18n } = useTranslation();
  return (
    <div className={styles.layout}>
      {mfaEnrolBy && (
        <p className={styles.mfaBanner} role="status">
          {t('mfaRequired.banner', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(mfaEnrolBy)) })}{' '}
          <Link to={adminPath('seguridad')}>{t('mfaRequired.setUp')}</Link>
        </p>
      )}
      <div className={styles.topbar}>
        <p className={styles.brand}>{t('layout.title')}</p>
        <p className={styles.user}>
          <span data-visually-hidden>{t('layout.signedInAs')} </span>
          {user?.email}
        </p>
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('layout.signOut')}
        </Button>
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {NAV_SCREENS.map(({ path, key }) => (
            <li key={path}>
              <NavLink to={adminPath(path)} end className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
