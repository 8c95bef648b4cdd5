// /testimonios: every active testimonial, with the note that each is published with the
// client's authorisation (Código Deontológico art. 6) and the external reviews button.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from 'shared-ui';
import { LoadingFallback } from 'shared-ui';
import sectionStyles from '@/components/sections.module.css';
import { testimonialsQueryOptions } from '@/features/testimonials/api/get-testimonials';
import { ReviewsLink } from '@/features/testimonials/components/reviews-link';
import { TestimonialCard } from '@/features/testimonials/components/testimonial-card';
import styles from '@/features/testimonials/components/testimonials.module.css';

export default function TestimonialsPage({ language }: RemotePageProps) {
  const { t } = useTranslation('marketing');
  const { data, isPending, isError } = useQuery(testimonialsQueryOptions());
  return (
    <section data-remote="mf_marketing" data-page="testimonials" aria-labelledby="testimonials-page-title">
      <h1 id="testimonials-page-title">{t('testimonials.pageTitle')}</h1>
      <p className={sectionStyles.lead}>{t('testimonials.pageLead')}</p>
      <p className={styles.note}>{t('testimonials.authorised')}</p>
      {isPending && <LoadingFallback />}
      {isError && <p role="status">{t('testimonials.unavailable')}</p>}
      {data && data.length === 0 && <p>{t('testimonials.empty')}</p>}
      {data && data.length > 0 && (
        <ul className={styles.grid}>
          {data.map((row) => (
            <li key={row.id}>
              <TestimonialCard row={row} language={language} />
            </li>
          ))}
        </ul>
      )}
      <div className={sectionStyles.actions}>
        <ReviewsLink />
      </div>
    </section>
  );
}
