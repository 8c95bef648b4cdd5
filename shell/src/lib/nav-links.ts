// The header's and footer's entries, built from the route table for the current language.
import { pathFor, SERVICE_IDS, type Language, type ServiceId } from 'shared-i18n';

export const HEADER_SCROLLED_PX = 20;
export const MOBILE_MENU_CLOSE_SCROLL_PX = 50;

export function serviceLinks(language: Language): Array<{ id: ServiceId; href: string }> {
  return SERVICE_IDS.map((id) => ({ id, href: pathFor({ page: 'service', service: id }, language) }));
}

export function navPaths(language: Language) {
  const home = pathFor({ page: 'home' }, language);
  return {
    home,
    about: `${home}#about`,
    servicesAnchor: `${home}#services`,
    substitutions: pathFor({ page: 'substitutions' }, language),
    blog: pathFor({ page: 'blog' }, language),
    contact: pathFor({ page: 'contact' }, language),
    clientArea: pathFor({ page: 'clientArea', subpath: '' }, language),
  };
}

/** Sustituciones and Blog are active on any path that contains them. */
export function isSectionActive(pathname: string, section: 'substitutions' | 'blog'): boolean {
  return section === 'blog' ? /\/blog(\/|$)/.test(pathname) : /\/(sustituciones|substitutions)(\/|$)/.test(pathname);
}
