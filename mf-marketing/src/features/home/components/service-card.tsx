// One practice-area card: short text, an expandable long description, and a click anywhere
// outside its controls opens the service page. When the URL asks for it (#service-{id}) the
// card opens and centres itself after the spec's 100 ms.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'shared-ui/router';
import { pathFor, type Language, type ServiceId } from 'shared-i18n';
import { ServiceIcon } from '@/components/service-icons';
import styles from './services.module.css';

export const CARD_SCROLL_DELAY_MS = 100;

interface ServiceCardProps {
  service: ServiceId;
  language: Language;
  expanded: boolean;
  onToggle: () => void;
  /** Changes each time the page asks this card to scroll into view. */
  scrollRequest: number;
}

export function ServiceCard({ service, language, expanded, onToggle, scrollRequest }: ServiceCardProps) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  const href = pathFor({ page: 'service', service }, language);
  const panelId = `service-${service}-more`;

  useEffect(() => {
    if (!scrollRequest) return;
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      ref.current?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    }, CARD_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollRequest]);

  const onCardClick = (event: MouseEvent) => {
    // Buttons and links inside the card do their own thing.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(href);
  };

  return (
    <article ref={ref} id={`service-${service}`} className={styles.card} data-expanded={expanded || undefined} onClick={onCardClick}>
      <ServiceIcon service={service} className={styles.icon} />
      <h3 className={styles.cardTitle}>
        <Link to={href}>{t(`${service}.title`)}</Link>
      </h3>
      <p className={styles.short}>{t(`${service}.short`)}</p>
      <div id={panelId} className={styles.more} hidden={!expanded}>
        <p>{t(`${service}.long`)}</p>
      </div>
      <div className={styles.cardActions}>
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          {expanded ? t('card.viewLess') : t('card.viewMore')}
          <span data-visually-hidden>: {t(`${service}.title`)}</span>
        </button>
        <Link className={styles.pageLink} to={href} aria-hidden="true" tabIndex={-1}>
          {t('card.open')} →
        </Link>
      </div>
    </article>
  );
}
