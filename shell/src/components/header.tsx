import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { pathFor, useLanguageStore } from 'shared-i18n';
import { buttonClassName, FIRM } from 'shared-ui';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';

export function Header() {
  const { t } = useTranslation('navigation');
  const language = useLanguageStore((state) => state.language);
  const links = [
    { to: pathFor({ page: 'home' }, language), label: t('home'), end: true },
    { to: pathFor({ page: 'substitutions' }, language), label: t('substitutions') },
    { to: pathFor({ page: 'blog' }, language), label: t('blog') },
    { to: pathFor({ page: 'contact' }, language), label: t('contact') },
  ];
  return (
    <header className={styles.header}>
      <Link to={pathFor({ page: 'home' }, language)} className={styles.logo}>
        {FIRM.name}
      </Link>
      <nav aria-label={t('mainMenu')}>
        <ul className={styles.menu}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <Link to={pathFor({ page: 'contact' }, language)} className={buttonClassName('accent')}>
          {t('videoConsultation')}
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
