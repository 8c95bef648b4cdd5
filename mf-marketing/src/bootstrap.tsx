import { renderStandalone } from 'shared-ui/harness';
import BookingPage from './pages/booking-page';
import ContactPage from './pages/contact-page';
import HomePage from './pages/home-page';
import ServicePage from './pages/service-page';
import SubstitutionsPage from './pages/substitutions-page';
import TestimonialsPage from './pages/testimonials-page';
import type { manifest } from './remote';

/** Exactly the pages its manifest owns (src/remote.ts): one missing or extra is a type error. */
type OwnPages = Record<keyof (typeof manifest)['pages'], unknown>;

renderStandalone('mf_marketing', {
  home: HomePage,
  service: ServicePage,
  contact: ContactPage,
  testimonials: TestimonialsPage,
  substitutions: SubstitutionsPage,
  booking: BookingPage,
} satisfies OwnPages);
