// Under 768 px the header's entries move into a full-screen slide-in menu with a collapsible
// Services list. Both work before the header's code has arrived (issue #47): the menu is a native
// modal dialog opened by its button (shared-ui/sheet), the Services list a <details>. Once hydrated
// it closes on any link click (the app navigates without a new document) and once the page is
// scrolled past 50 px.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-ui/router';
import { useLanguageStore } from 'shared-i18n';
import { buttonClassName } from 'shared-ui';
import { Sheet } from 'shared-ui/sheet';
import { isSectionActive, MOBILE_MENU_CLOSE_SCROLL_PX, navPaths, serviceLinks } from '@/lib/nav-links';
import { useInPageLinks } from '@/lib/use-in-page-links';
import styles from './mobile-menu.module.css';

export function MobileMenu() {
  const { t } = useTranslation('navigation');
  const language = useLanguageStore((state) => state.language);
  const { pathname } = useLocation();
  const menu = useRef<HTMLDialogElement>(null);
  const paths = navPaths(language);
  const { homeClick, anchorClick } = useInPageLinks();

  useEffect(() => {
    const onScroll = () => {
      if (menu.current?.open && window.scrollY > MOBILE_MENU_CLOSE_SCROLL_PX) menu.current.close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const linkProps = (extra?: (event: React.MouseEvent) => void) => ({
    onClick: (event: React.MouseEvent) => {
      extra?.(event);
      menu.current?.close();
    },
  });

  return (
    <Sheet
      ref={menu}
      title={t('menu')}
      closeLabel={t('closeMenu')}
      trigger={
        <button type="button" className={styles.toggle} aria-label={t('openMenu')}>
          <span aria-hidden="true" className={styles.bars} />
        </button>
      }
    >
      <nav aria-label={t('mainMenu')}>
        <ul className={styles.list}>
          <li>
            <Link to={paths.home} {...linkProps(homeClick)}>
              {t('home')}
            </Link>
          </li>
          <li>
            <details className={styles.services}>
              <summary className={styles.disclosure}>
                {t('services')} <span aria-hidden="true" className={styles.sign} />
              </summary>
              <ul className={styles.sublist}>
                {serviceLinks(language).map((service) => (
                  <li key={service.id}>
                    <Link to={service.href} {...linkProps()}>
                      {t(`serviceNames.${service.id}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <Link to={paths.about} {...linkProps(anchorClick('about'))}>
              {t('about')}
            </Link>
          </li>
          <li>
            <Link to={paths.substitutions} aria-current={isSectionActive(pathname, 'substitutions') ? 'page' : undefined} {...linkProps()}>
              {t('substitutions')}
            </Link>
          </li>
          <li>
            <Link to={paths.blog} aria-current={isSectionActive(pathname, 'blog') ? 'page' : undefined} {...linkProps()}>
              {t('blog')}
            </Link>
          </li>
          <li>
            <Link to={paths.contact} {...linkProps()}>
              {t('contact')}
            </Link>
          </li>
        </ul>
        <Link to={paths.contact} className={`${buttonClassName('accent')} ${styles.cta}`} {...linkProps()}>
          {t('videoConsultation')}
        </Link>
      </nav>
    </Sheet>
  );
}
