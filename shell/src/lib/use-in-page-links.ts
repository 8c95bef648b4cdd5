// Used by the header, the mobile menu and the footer: their links to the home page and its sections.
import { matchPath } from 'shared-i18n';
import { useLocation } from 'shared-ui/router';
import { scrollToId, scrollToTop } from './scroll';

/** Clicks on Home and Nosotros scroll in place when already on the home page. */
export function useInPageLinks() {
  const { pathname, hash } = useLocation();
  const onHome = matchPath(pathname)?.ref.page === 'home';
  return {
    onHome,
    homeClick: (event: React.MouseEvent) => {
      if (onHome && !hash) {
        event.preventDefault();
        scrollToTop();
      }
    },
    anchorClick: (id: string) => (event: React.MouseEvent) => {
      if (onHome && hash === `#${id}`) {
        event.preventDefault();
        scrollToId(id);
      }
    },
  };
}
