// Home testimonials: a looping carousel of the active testimonials. Hidden entirely when they
// cannot be read (spec: log and show nothing) or when there are none.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { languageDirection, pathFor, type Language } from 'shared-i18n';
import { Carousel } from 'shared-ui/carousel';
import { testimonialsQueryOptions } from '../api/get-testimonials';
import { ReviewsLink } from './reviews-link';
import { TestimonialCard } from './testimonial-card';
import sectionStyles from '@/components/sections.module.css';
import styles from './testimonials.module.css';

export function TestimonialsSection({ language }: { language: Language }) {
  const { t } = useTranslation(['marketing', 'common']);
  const { data, isError, isPending } = useQuery(testimonialsQueryOptions());
  if (isError || (data && data.length === 0)) return null;
  return (
    <section id="testimonials" className={sectionStyles.section} aria-labelledby="testimonials-title" aria-busy={isPending}>
      <p className={sectionStyles.kicker}>{t('testimonials.kicker')}</p>
      <h2 id="testimonials-title" className={sectionStyles.title}>
        {t('testimonials.title')}
      </h2>
      <p className={sectionStyles.lead}>{t('testimonials.intro')}</p>
      {data && (
        <Carousel
          label={t('testimonials.carouselLabel')}
          dir={languageDirection(language)}
          slides={data.map((row) => (
            <TestimonialCard key={row.id} row={row} language={language} />
          ))}
          labels={{
            previous: t('common:carousel.previous'),
            next: t('common:carousel.next'),
            pause: t('common:carousel.pause'),
            play: t('common:carousel.play'),
            slide: (index, total) => t('common:carousel.slide', { index, total }),
          }}
        />
      )}
      <p className={styles.note}>{t('testimonials.authorised')}</p>
      <div className={sectionStyles.actions}>
        <ReviewsLink />
        <Link className={styles.allLink} to={pathFor({ page: 'testimonials' }, language)}>
          {t('testimonials.viewAll')}
        </Link>
      </div>
    </section>
  );
}
