// The document head of the current page: title, description, canonical, hreflang alternates,
// Open Graph / Twitter tags and JSON-LD. The shell sets what every page has; a page that knows more
// (a blog post) adds to it. The prerender step snapshots exactly these elements, so crawlers and
// the running app see the same head. Managed elements carry `data-head`.
import type { Language } from 'shared-i18n';
import { jsonForScript } from './json-for-script';

const MANAGED = 'data-head';

/** Open Graph locale of each site language. */
export const OG_LOCALES: Record<Language, string> = {
  es: 'es_ES',
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  ar: 'ar_AR',
  zh: 'zh_CN',
  ru: 'ru_RU',
};

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    element.setAttribute(MANAGED, '');
    document.head.append(element);
  }
  return element;
}

export function setMetaName(name: string, content: string) {
  upsert(`meta[name="${name}"]`, () => Object.assign(document.createElement('meta'), { name })).content = content;
}

export function setMetaProperty(property: string, content: string) {
  upsert(`meta[property="${property}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', property);
    return meta;
  }).content = content;
}

export function setCanonical(href: string) {
  upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href = href;
}

/** Replaces all hreflang alternates: one per language plus x-default. */
export function setAlternates(alternates: Array<{ hreflang: string; href: string }>) {
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const { hreflang, href } of alternates) {
    const link = Object.assign(document.createElement('link'), { rel: 'alternate', href, hreflang });
    link.setAttribute(MANAGED, '');
    document.head.append(link);
  }
}

/** The RSS feed of the page's language (blog pages), or none. */
export function setFeed(feed: { href: string; title: string } | null) {
  const selector = 'link[rel="alternate"][type="application/rss+xml"]';
  if (!feed) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  const link = upsert(selector, () => Object.assign(document.createElement('link'), { rel: 'alternate', type: 'application/rss+xml' }));
  link.href = feed.href;
  link.title = feed.title;
}

/** One JSON-LD block per id ('page', 'post'...); null removes it. */
export function setJsonLd(id: string, data: object | null) {
  const selector = `script[type="application/ld+json"][data-jsonld="${id}"]`;
  if (!data) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  const script = upsert(selector, () => {
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.dataset.jsonld = id;
    return element;
  });
  script.textContent = jsonForScript(data);
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  url: string;
  locale: string;
  type?: 'website' | 'article';
  image?: string;
  robots?: string;
}

export function setPageHead({ title, description, url, locale, type = 'website', image, robots = 'index, follow' }: PageHead) {
  document.title = title;
  setMetaName('description', description);
  setMetaName('robots', robots);
  setCanonical(url);
  setMetaProperty('og:title', title);
  setMetaProperty('og:description', description);
  setMetaProperty('og:url', url);
  setMetaProperty('og:type', type);
  setMetaProperty('og:locale', locale);
  setMetaName('twitter:card', image ? 'summary_large_image' : 'summary');
  setMetaName('twitter:title', title);
  setMetaName('twitter:description', description);
  if (image) {
    setMetaProperty('og:image', image);
    setMetaName('twitter:image', image);
  }
}
