// The route table: the single source of truth for every public path in every language.
// A page is named by a PageRef (page id + params); `pathFor` turns it into the localized path and
// `matchPath` turns any path back into its PageRef and language, so the language switcher can
// move any page to its twin and nothing else hard-codes a path.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from './languages';

export const SERVICE_IDS = ['civil', 'family', 'labor', 'immigration', 'inheritance'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export type PageRef =
  | { page: 'home' }
  | { page: 'blog' }
  | { page: 'blogPost'; slug: string }
  | { page: 'contact' }
  | { page: 'testimonials' }
  | { page: 'substitutions' }
  | { page: 'booking' }
  | { page: 'service'; service: ServiceId }
  | { page: 'adminLogin' }
  | { page: 'admin'; subpath: string }
  | { page: 'clientArea'; subpath: string };

export type PageId = PageRef['page'];

interface Segments {
  contact: string;
  services: string;
  testimonials: string;
  substitutions: string;
  /** Service slugs without the shared `-denia` suffix. */
  service: Record<ServiceId, string>;
}

const ENGLISH_SEGMENTS: Segments = {
  contact: 'contact',
  services: 'services',
  testimonials: 'testimonials',
  substitutions: 'substitutions',
  service: {
    civil: 'civil-law',
    family: 'family-law',
    labor: 'labor-law',
    immigration: 'immigration',
    inheritance: 'inheritance-law',
  },
};

const SEGMENTS: Record<Language, Segments> = {
  es: {
    contact: 'contacto',
    services: 'servicios',
    testimonials: 'testimonios',
    substitutions: 'sustituciones',
    service: {
      civil: 'derecho-civil',
      family: 'derecho-familia',
      labor: 'derecho-laboral',
      immigration: 'extranjeria',
      inheritance: 'derecho-sucesorio',
    },
  },
  en: ENGLISH_SEGMENTS,
  de: {
    contact: 'kontakt',
    services: 'dienstleistungen',
    testimonials: 'referenzen',
    substitutions: 'substitutions',
    service: {
      civil: 'zivilrecht',
      family: 'familienrecht',
      labor: 'arbeitsrecht',
      immigration: 'einwanderung',
      inheritance: 'erbrecht',
    },
  },
  fr: {
    contact: 'contact',
    services: 'services',
    testimonials: 'temoignages',
    substitutions: 'substitutions',
    service: {
      civil: 'droit-civil',
      family: 'droit-famille',
      labor: 'droit-travail',
      immigration: 'immigration',
      inheritance: 'droit-succession',
    },
  },
  ru: {
    contact: 'kontakt',
    services: 'uslugi',
    testimonials: 'otzyvy',
    substitutions: 'substitutions',
    service: {
      civil: 'grazhdanskoe-pravo',
      family: 'semeynoe-pravo',
      labor: 'trudovoe-pravo',
      immigration: 'immigratsiya',
      inheritance: 'nasledstvennoe-pravo',
    },
  },
  ar: ENGLISH_SEGMENTS,
  zh: ENGLISH_SEGMENTS,
};

/** The booking page's path segment per language (also in the booking e-mails' links, via supabase/functions/_shared/site-data.json). */
export const BOOKING_SEGMENTS: Record<Language, string> = {
  es: 'reservar-cita',
  en: 'book-a-consultation',
  de: 'termin-buchen',
  fr: 'prendre-rendez-vous',
  ar: 'book-a-consultation',
  zh: 'book-a-consultation',
  ru: 'zapis-na-konsultatsiyu',
};

/**
 * The client area's path segment per language (mf-clients; private: rendered in the browser only,
 * never indexed). Also in the client-area e-mails' links, via site-data.json.
 */
export const CLIENT_AREA_SEGMENTS: Record<Language, string> = {
  es: 'area-clientes',
  en: 'client-area',
  de: 'mandantenbereich',
  fr: 'espace-client',
  ar: 'client-area',
  zh: 'client-area',
  ru: 'lichnyy-kabinet',
};

const SERVICE_SUFFIX = '-denia';
export const ADMIN_LOGIN_PATH = '/admin-login';
export const ADMIN_BASE_PATH = '/config-blogmr';

/** The path prefix of a language: '' for Spanish, '/en' and so on for the others. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The localized path of a page. Admin pages have no language in their path. */
export function pathFor(ref: PageRef, language: Language = DEFAULT_LANGUAGE): string {
  const prefix = languagePrefix(language);
  const segments = SEGMENTS[language];
  switch (ref.page) {
    case 'home':
      return prefix || '/';
    case 'blog':
      return `${prefix}/blog`;
    case 'blogPost':
      return `${prefix}/blog/${encodeURIComponent(ref.slug)}`;
    case 'contact':
      return `${prefix}/${segments.contact}`;
    case 'testimonials':
      return `${prefix}/${segments.testimonials}`;
    case 'substitutions':
      return `${prefix}/${segments.substitutions}`;
    case 'booking':
      return `${prefix}/${BOOKING_SEGMENTS[language]}`;
    case 'service':
      return `${prefix}/${segments.services}/${segments.service[ref.service]}${SERVICE_SUFFIX}`;
    case 'adminLogin':
      return ADMIN_LOGIN_PATH;
    case 'admin':
      return ref.subpath ? `${ADMIN_BASE_PATH}/${ref.subpath.replace(/^\/+/, '')}` : ADMIN_BASE_PATH;
    case 'clientArea': {
      const base = `${prefix}/${CLIENT_AREA_SEGMENTS[language]}`;
      return ref.subpath ? `${base}/${ref.subpath.replace(/^\/+/, '')}` : base;
    }
  }
}

export interface RouteMatch {
  ref: PageRef;
  language: Language;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // malformed escape: no such page
  }
}

function matchLocalized(rest: string[], language: Language): PageRef | null {
  const segments = SEGMENTS[language];
  const [first, second, ...more] = rest;
  if (first === undefined) return { page: 'home' };
  if (first === CLIENT_AREA_SEGMENTS[language]) return { page: 'clientArea', subpath: rest.slice(1).join('/') };
  if (first === 'blog') {
    if (second === undefined) return { page: 'blog' };
    if (more.length > 0 || !second) return null;
    const slug = safeDecode(second);
    return slug ? { page: 'blogPost', slug } : null;
  }
  if (second === undefined) {
    if (first === segments.contact) return { page: 'contact' };
    if (first === segments.testimonials) return { page: 'testimonials' };
    if (first === segments.substitutions) return { page: 'substitutions' };
    if (first === BOOKING_SEGMENTS[language]) return { page: 'booking' };
    return null;
  }
  if (first === segments.services && more.length === 0 && second.endsWith(SERVICE_SUFFIX)) {
    const slug = second.slice(0, -SERVICE_SUFFIX.length);
    const service = (Object.keys(segments.service) as ServiceId[]).find((id) => segments.service[id] === slug);
    return service ? { page: 'service', service } : null;
  }
  return null;
}

/** Resolves a pathname to its page and language; null means the 404 page. */
export function matchPath(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === ADMIN_LOGIN_PATH.slice(1) && parts.length === 1) {
    return { ref: { page: 'adminLogin' }, language: DEFAULT_LANGUAGE };
  }
  if (parts[0] === ADMIN_BASE_PATH.slice(1)) {
    return { ref: { page: 'admin', subpath: parts.slice(1).join('/') }, language: DEFAULT_LANGUAGE };
  }
  const [head, ...rest] = parts;
  if (head !== DEFAULT_LANGUAGE && isLanguage(head)) {
    const ref = matchLocalized(rest, head);
    return ref ? { ref, language: head } : null;
  }
  const ref = matchLocalized(parts, DEFAULT_LANGUAGE);
  return ref ? { ref, language: DEFAULT_LANGUAGE } : null;
}

/** The same page in another language (admin pages stay where they are). */
export function switchLanguagePath(pathname: string, target: Language): string | null {
  const match = matchPath(pathname);
  return match ? pathFor(match.ref, target) : null;
}

/** Every public route pattern with its page, for routers and for sitemaps. `:slug` marks a post. */
export function publicRoutePatterns(): Array<{ path: string; ref: PageRef; language: Language }> {
  const refs: PageRef[] = [
    { page: 'home' },
    { page: 'blog' },
    { page: 'blogPost', slug: ':slug' },
    { page: 'contact' },
    { page: 'testimonials' },
    { page: 'substitutions' },
    { page: 'booking' },
    ...SERVICE_IDS.map((service) => ({ page: 'service', service }) as PageRef),
  ];
  return LANGUAGE_CODES.flatMap((language) => refs.map((ref) => ({ ref, language, path: pathFor(ref, language).replace('%3Aslug', ':slug') })));
}

/** The client area's base path in every language (private pages: not in the public table). */
export function clientAreaPatterns(): Array<{ path: string; ref: PageRef; language: Language }> {
  return LANGUAGE_CODES.map((language) => ({
    ref: { page: 'clientArea', subpath: '' },
    language,
    path: pathFor({ page: 'clientArea', subpath: '' }, language),
  }));
}

/** Every path pattern a router needs: the public table plus the client area, the admin login and admin area. */
export function routerPatterns(): Array<{ path: string; ref: PageRef; language: Language }> {
  return [
    ...publicRoutePatterns(),
    ...clientAreaPatterns().map((route) => ({ ...route, path: `${route.path}/*` })),
    { path: ADMIN_LOGIN_PATH, ref: { page: 'adminLogin' }, language: DEFAULT_LANGUAGE },
    { path: `${ADMIN_BASE_PATH}/*`, ref: { page: 'admin', subpath: '' }, language: DEFAULT_LANGUAGE },
  ];
}

/** The language a path is in, also for paths that match no page (so a 404 speaks it too). */
export function languageOfPath(pathname: string): Language {
  const match = matchPath(pathname);
  if (match) return match.language;
  const head = pathname.split('/').filter(Boolean)[0];
  return isLanguage(head) ? head : DEFAULT_LANGUAGE;
}
