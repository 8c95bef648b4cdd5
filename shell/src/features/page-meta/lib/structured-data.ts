// schema.org descriptions of the firm for search engines, built from the firm config module.
import { LANGUAGE_CODES, pathFor, type Language } from 'shared-i18n';
import { FIRM } from 'shared-ui';

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
};

export function legalServiceJsonLd(siteUrl: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${siteUrl}/#firm`,
    name: FIRM.name,
    url: `${siteUrl}${pathFor({ page: 'home' }, language)}`,
    email: FIRM.email,
    telephone: FIRM.phones,
    address: {
      '@type': 'PostalAddress',
      streetAddress: FIRM.address.street,
      postalCode: FIRM.address.postalCode,
      addressLocality: FIRM.address.city,
      addressRegion: FIRM.address.province,
      addressCountry: FIRM.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: FIRM.geo.latitude, longitude: FIRM.geo.longitude },
    openingHoursSpecification: FIRM.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => DAY_NAMES[day]),
      opens: hours.opens,
      closes: hours.closes,
    })),
    availableLanguage: [...LANGUAGE_CODES],
    areaServed: ['Dénia', 'Marina Alta', 'Alicante'],
  };
}

export function serviceJsonLd(siteUrl: string, url: string, name: string, description: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    inLanguage: language,
    serviceType: name,
    areaServed: { '@type': 'City', name: FIRM.address.city },
    provider: { '@type': 'LegalService', '@id': `${siteUrl}/#firm`, name: FIRM.name },
  };
}
