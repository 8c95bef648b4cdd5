// The five practice areas: four cards in two columns and the fifth centred below. A
// #service-{id} hash opens that card and, after the spec's 500 ms, asks it to centre itself.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-ui/router';
import { pathFor, SERVICE_IDS, type Language, type ServiceId } from 'shared-i18n';
import { buttonClassName } from 'shared-ui';
import { ServiceCard } from './service-card';
import sectionStyles from '@/components/sections.module.css';
import styles from './services.module.css';

export const HOME_HASH_SCROLL_DELAY_MS = 500;

function serviceOfHash(hash: string): ServiceId | null {
  const match = /^#service-(.+)$/.exec(decodeURIComponent(hash));
  return match && (SERVICE_IDS as readonly string[]).includes(match[1]) ? (match[1] as ServiceId) : null;
}

export function ServicesSection({ language }: { language: Language }) {
  const { t } = useTranslation(['marketing', 'services']);
  const { hash } = useLocation();
  const [expanded, setExpanded] = useState<ReadonlySet<ServiceId>>(() => new Set());
  const [scrollRequest, setScrollRequest] = useState<{ service: ServiceId; token: number } | null>(null);

  useEffect(() => {
    const service = serviceOfHash(hash);
    if (!service) return;
    setExpanded((current) => new Set(current).add(service));
    const timer = window.setTimeout(() => setScrollRequest({ service, token: Date.now() }), HOME_HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);

  const toggle = (service: ServiceId) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(service)) next.delete(service);
      else next.add(service);
      return next;
    });

  return (
    <section id="services" className={sectionStyles.section} aria-labelledby="services-title">
      <p className={sectionStyles.kicker}>{t('marketing:servicesSection.kicker')}</p>
      <h2 id="services-title" className={sectionStyles.title}>
        {t('marketing:servicesSection.title')}
      </h2>
      <p className={sectionStyles.lead}>{t('marketing:servicesSection.lead')}</p>
      <div className={styles.grid}>
        {SERVICE_IDS.map((service) => (
          <ServiceCard
            key={service}
            service={service}
            language={language}
            expanded={expanded.has(service)}
            onToggle={() => toggle(service)}
            scrollRequest={scrollRequest?.service === service ? scrollRequest.token : 0}
          />
        ))}
      </div>
      <div className={`${sectionStyles.actions} ${sectionStyles.center}`}>
        <Link className={buttonClassName('primary')} to={`${pathFor({ page: 'home' }, language)}#contact`}>
          {t('marketing:servicesSection.contactButton')}
        </Link>
      </div>
    </section>
  );
}
