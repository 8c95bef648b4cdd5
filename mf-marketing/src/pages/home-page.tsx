// Home: the spec's sections in order — hero (#home), services, about, testimonials, the
// substitutions promo, mf-blog's latest posts (placed by the shell in the slot), contact.
import type { RemotePageProps } from 'shared-ui';
import { AboutSection } from '@/features/home/components/about-section';
import { ContactSection } from '@/features/home/components/contact-section';
import { Hero } from '@/features/home/components/hero';
import { ServicesSection } from '@/features/home/components/services-section';
import { SubstitutionsPromo } from '@/features/home/components/substitutions-promo';
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';

export default function HomePage({ language, slots }: RemotePageProps) {
  return (
    <div data-remote="mf_marketing" data-page="home">
      <Hero language={language} />
      <ServicesSection language={language} />
      <AboutSection />
      <TestimonialsSection language={language} />
      <SubstitutionsPromo language={language} />
      {slots?.latestPosts && <div data-slot="latest-posts">{slots.latestPosts}</div>}
      <ContactSection language={language} />
    </div>
  );
}
