// The document head of the current page: title, description, canonical, hreflang alternates,
// Open Graph / Twitter tags and JSON-LD. The shell sets what every page has; a page that knows more
// (a blog post) adds to it. At build time the same calls are collected for the generated page
// (site-generator/cli.ts), so crawlers and the running app see the same head. Managed elements carry
// `data-head`.
import { useEffect, useLayoutEffect, useRef, type DependencyList } from 'react';
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

// At build time (site-generator/cli.ts) there is no document: the same calls fill this list instead,
// which the generator writes into the page's <head>. Keys name what the DOM code finds by selector.
let serverHead: { title: string; tags: Map<string, string> } | null = null;

/** Starts collecting the head of one server render; `headHtml()` then returns it. */
export function collectServerHead() {
  serverHead = { title: '', tags: new Map() };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function tagHtml(tag: string, attributes: Record<string, string>, text?: string): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return text === undefined ? `<${tag}${attrs} ${MANAGED}>` : `<${tag}${attrs} ${MANAGED}>${text}</${tag}>`;
}

/** The collected head: the title and the managed tags, in the order the browser would hold them. */
export function serverHeadHtml(): { title: string; tags: string[] } {
  return { title: serverHead?.title ?? '', tags: [...(serverHead?.tags.values() ?? [])] };
}

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
  if (serverHead) return void serverHead.tags.set(`meta:${name}`, tagHtml('meta', { name, content }));
  upsert(`meta[name="${name}"]`, () => Object.assign(document.createElement('meta'), { name })).content = content;
}

export function setMetaProperty(property: string, content: string) {
  if (serverHead) return void serverHead.tags.set(`property:${property}`, tagHtml('meta', { property, content }));
  upsert(`meta[property="${property}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', property);
    return meta;
  }).content = content;
}

export function setCanonical(href: string) {
  if (serverHead) return void serverHead.tags.set('canonical', tagHtml('link', { rel: 'canonical', href }));
  upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href = href;
}

/** Replaces all hreflang alternates: one per language plus x-default. */
export function setAlternates(alternates: Array<{ hreflang: string; href: string }>) {
  if (serverHead) {
    const tags = serverHead.tags;
    for (const key of [...tags.keys()]) if (key.startsWith('hreflang:')) tags.delete(key);
    for (const { hreflang, href } of alternates) tags.set(`hreflang:${hreflang}`, tagHtml('link', { rel: 'alternate', href, hreflang }));
    return;
  }
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const { hreflang, href } of alternates) {
    const link = Object.assign(document.createElement('link'), { rel: 'alternate', href, hreflang });
    link.setAttribute(MANAGED, '');
    document.head.append(link);
  }
}

/** The RSS feed of the page's language (blog pages), or none. */
export function setFeed(feed: { href: string; title: string } | null) {
  if (serverHead) {
    if (feed) serverHead.tags.set('feed', tagHtml('link', { rel: 'alternate', type: 'application/rss+xml', href: feed.href, title: feed.title }));
    else serverHead.tags.delete('feed');
    return;
  }
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
  if (serverHead) {
    if (data) serverHead.tags.set(`jsonld:${id}`, tagHtml('script', { type: 'application/ld+json', 'data-jsonld': id }, jsonForScript(data)));
    else serverHead.tags.delete(`jsonld:${id}`);
    return;
  }
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

/**
 * Runs `apply` (which sets head tags) after each commit where `deps` changed; on the server, where
 * effects never run, during the render itself so the generated page carries the same head.
 * `layout`: before the passive effects of the same commit (the shell's generic head, so that a
 * page's own head, set in a passive effect, always comes after it).
 */
export function useHead(apply: () => void | (() => void), deps: DependencyList, { layout = false } = {}) {
  if (serverHead && typeof document === 'undefined') apply();
  const first = useRef(true);
  (layout ? useLayoutEffect : useEffect)(() => {
    const isFirst = first.current;
    first.current = false;
    // A generated page arrives with the head of its render: a first run while hydrating it would only
    // write it again, or, for the shell's generic head, replace a post's title until the post's own
    // code has loaded (a visible 'Artículo | …' for half a second, #47).
    if (isFirst && generatedHeadIntact()) return;
    generatedHeadPath = null;
    return apply();
  }, deps);
}

const trimSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/** The path the document's head was generated for, until something writes the head (a navigation). */
let generatedHeadPath: string | null | undefined;

function generatedHeadIntact(): boolean {
  if (generatedHeadPath === undefined) {
    const canonical = document.head.querySelector<HTMLLinkElement>(`link[rel="canonical"][${MANAGED}]`);
    generatedHeadPath = canonical ? trimSlash(new URL(canonical.href).pathname) : null;
  }
  return generatedHeadPath !== null && generatedHeadPath === trimSlash(window.location.pathname);
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
  if (serverHead) serverHead.title = title;
  else document.title = title;
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
