import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-ui/router';
import { useLanguageStore } from 'shared-i18n';
import { buttonClassName, FIRM } from 'shared-ui';
import { NavigationMenu, NavigationMenuDropdown, NavigationMenuLink, NavigationMenuPanelLink } from 'shared-ui/navigation-menu';
import { useInPageLinks } from '@/lib/use-in-page-links';
import { HEADER_SCROLLED_PX, isSectionActive, navPaths, serviceLinks } from '@/lib/nav-links';
import { useScrolledPast } from '../hooks/use-scroll-behaviour';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from '@/components/logo';
import { MobileMenu } from './mobile-menu';

export function Header() {
  const { t } = useTranslation('navigation');
  const language = useLanguageStore((state) => state.language);
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLLED_PX);
  const paths = navPaths(language);
  const { homeClick, anchorClick } = useInPageLinks();

  return (
    <header className={styles.header} data-scrolled={scrolled || undefined} data-chrome>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} onClick={homeClick} aria-label={`${FIRM.name} — ${t('home')}`}>
          <Logo />
          <span className={styles.logoText}>{FIRM.name}</span>
        </Link>
        <div className={styles.desktop}>
          <NavigationMenu label={t('mainMenu')}>
            <NavigationMenuLink>
              <Link to={paths.home} onClick={homeClick}>
                {t('home')}
              </Link>
            </NavigationMenuLink>
            <NavigationMenuDropdown trigger={t('services')}>
              {serviceLinks(language).map((service) => (
                <NavigationMenuPanelLink key={service.id}>
                  <Link to={service.href}>{t(`serviceNames.${service.id}`)}</Link>
                </NavigationMenuPanelLink>
              ))}
            </NavigationMenuDropdown>
            <NavigationMenuLink>
              <Link to={paths.about} onClick={anchorClick('about')}>
                {t('about')}
              </Link>
            </NavigationMenuLink>
            <NavigationMenuLink active={isSectionActive(pathname, 'substitutions')}>
              <Link to={paths.substitutions}>{t('substitutions')}</Link>
            </NavigationMenuLink>
            <NavigationMenuLink active={isSectionActive(pathname, 'blog')}>
              <Link to={paths.blog}>{t('blog')}</Link>
            </NavigationMenuLink>
            <NavigationMenuLink>
              <Link to={paths.contact}>{t('contact')}</Link>
            </NavigationMenuLink>
          </NavigationMenu>
        </div>
        <div className={styles.actions}>
          <Link to={paths.contact} className={`${buttonClassName('accent')} ${styles.video}`}>
            {t('videoConsultation')}
          </Link>
          <LanguageSwitcher />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
