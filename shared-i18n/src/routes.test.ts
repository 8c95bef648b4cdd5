import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import { languageOfPath, matchPath, pathFor, publicRoutePatterns, SERVICE_IDS, switchLanguagePath, type PageRef } from './routes';

describe('route table', () => {
  it('builds the spec’s localized paths', () => {
    expect(pathFor({ page: 'home' }, 'es')).toBe('/');
    expect(pathFor({ page: 'home' }, 'zh')).toBe('/zh');
    expect(pathFor({ page: 'contact' }, 'es')).toBe('/contacto');
    expect(pathFor({ page: 'contact' }, 'de')).toBe('/de/kontakt');
    expect(pathFor({ page: 'testimonials' }, 'fr')).toBe('/fr/temoignages');
    expect(pathFor({ page: 'testimonials' }, 'ru')).toBe('/ru/otzyvy');
    expect(pathFor({ page: 'substitutions' }, 'es')).toBe('/sustituciones');
    expect(pathFor({ page: 'substitutions' }, 'de')).toBe('/de/substitutions');
    expect(pathFor({ page: 'service', service: 'civil' }, 'en')).toBe('/en/services/civil-law-denia');
    expect(pathFor({ page: 'service', service: 'civil' }, 'de')).toBe('/de/dienstleistungen/zivilrecht-denia');
    expect(pathFor({ page: 'service', service: 'inheritance' }, 'ru')).toBe('/ru/uslugi/nasledstvennoe-pravo-denia');
    expect(pathFor({ page: 'service', service: 'immigration' }, 'es')).toBe('/servicios/extranjeria-denia');
    expect(pathFor({ page: 'service', service: 'labor' }, 'ar')).toBe('/ar/services/labor-law-denia');
    expect(pathFor({ page: 'blogPost', slug: 'herencia-sin-testamento' }, 'en')).toBe('/en/blog/herencia-sin-testamento');
    expect(pathFor({ page: 'adminLogin' }, 'de')).toBe('/admin-login');
    expect(pathFor({ page: 'admin', subpath: 'opiniones' })).toBe('/config-blogmr/opiniones');
  });

  it('reads every path back to the same page and language', () => {
    const refs: PageRef[] = [
      { page: 'home' },
      { page: 'blog' },
      { page: 'blogPost', slug: 'nueva-ley' },
      { page: 'contact' },
      { page: 'testimonials' },
      { page: 'substitutions' },
      ...SERVICE_IDS.map((service) => ({ page: 'service', service }) as PageRef),
    ];
    for (const language of LANGUAGE_CODES) {
      for (const ref of refs) expect(matchPath(pathFor(ref, language))).toEqual({ ref, language });
    }
  });

  it('moves a page to its twin in another language', () => {
    expect(switchLanguagePath('/de/dienstleistungen/zivilrecht-denia', 'es')).toBe('/servicios/derecho-civil-denia');
    expect(switchLanguagePath('/servicios/derecho-civil-denia', 'en')).toBe('/en/services/civil-law-denia');
    expect(switchLanguagePath('/ru/kontakt', 'fr')).toBe('/fr/contact');
    expect(switchLanguagePath('/blog/mi-post', 'zh')).toBe('/zh/blog/mi-post');
    expect(switchLanguagePath('/config-blogmr/opiniones', 'en')).toBe('/config-blogmr/opiniones');
  });

  it('refuses paths that are not in the table', () => {
    for (const path of [
      '/contact', // English segment without prefix
      '/en/contacto', // Spanish segment under a prefix
      '/es/blog', // Spanish has no prefix
      '/en/services/civil-law', // missing -denia
      '/de/dienstleistungen/civil-law-denia', // another language's slug
      '/blog/a/b',
      '/xx/blog',
      '/blog/%E0%A4%A', // malformed escape
    ]) {
      expect(matchPath(path), path).toBeNull();
    }
  });

  it('knows the language of any path, also a 404', () => {
    expect(languageOfPath('/de/gibt-es-nicht')).toBe('de');
    expect(languageOfPath('/nada')).toBe('es');
    expect(languageOfPath('/admin-login')).toBe('es');
  });

  it('lists 12 public patterns per language', () => {
    const patterns = publicRoutePatterns();
    expect(patterns).toHaveLength(7 * 12);
    expect(patterns.find((p) => p.language === 'fr' && p.ref.page === 'blogPost')?.path).toBe('/fr/blog/:slug');
  });
});

describe('the booking page', () => {
  it('has its own path in every language and round-trips', () => {
    const expected = {
      es: '/reservar-cita',
      en: '/en/book-a-consultation',
      de: '/de/termin-buchen',
      fr: '/fr/prendre-rendez-vous',
      ar: '/ar/book-a-consultation',
      zh: '/zh/book-a-consultation',
      ru: '/ru/zapis-na-konsultatsiyu',
    } as const;
    for (const [language, path] of Object.entries(expected)) {
      expect(pathFor({ page: 'booking' }, language as keyof typeof expected)).toBe(path);
      expect(matchPath(path)).toEqual({ ref: { page: 'booking' }, language });
    }
  });
});
