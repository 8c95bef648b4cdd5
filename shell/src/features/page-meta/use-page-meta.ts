// Title and meta description per page and language, from the `routes` namespace. Admin pages get
// the control-panel title, a neutral description and noindex. Pages that know better (a blog
// post) set their own title after this.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { matchPath } from 'shared-i18n';
import { FIRM } from 'shared-ui';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

export function pageMetaKey(pathname: string): string {
  const match = matchPath(pathname);
  if (!match) return 'notFound';
  const { ref } = match;
  if (ref.page === 'service') return `service.${ref.service}`;
  if (ref.page === 'adminLogin') return 'admin';
  return ref.page;
}

export function usePageMeta() {
  const { t, i18n } = useTranslation('routes');
  const { pathname } = useLocation();
  const key = pageMetaKey(pathname);
  useEffect(() => {
    document.title = `${t(`${key}.title`)} | ${FIRM.name}`;
    metaTag('description').content = t(`${key}.description`);
    metaTag('robots').content = key === 'admin' || key === 'notFound' ? 'noindex, nofollow' : 'index, follow';
  }, [key, t, i18n.language]);
}
