// mf-marketing's contract (config/mf/remote-manifest.ts): what it exposes, the pages it owns and
// what their server render reads. The federation build, the server entry, the shell and the
// generator read it from here.
import { remoteManifest } from '../../config/mf/remote-manifest.ts';

export const manifest = remoteManifest({
  exposes: {
    './HomePage': { file: './src/pages/home-page.tsx', load: () => import('./pages/home-page'), reads: ['testimonials'] },
    './ServicePage': { file: './src/pages/service-page.tsx', load: () => import('./pages/service-page'), reads: [] },
    './ContactPage': { file: './src/pages/contact-page.tsx', load: () => import('./pages/contact-page'), reads: [] },
    './TestimonialsPage': { file: './src/pages/testimonials-page.tsx', load: () => import('./pages/testimonials-page'), reads: ['testimonials'] },
    './SubstitutionsPage': { file: './src/pages/substitutions-page.tsx', load: () => import('./pages/substitutions-page'), reads: [] },
    './BookingPage': { file: './src/pages/booking-page.tsx', load: () => import('./pages/booking-page'), reads: [] },
  },
  pages: {
    home: './HomePage',
    service: './ServicePage',
    contact: './ContactPage',
    testimonials: './TestimonialsPage',
    substitutions: './SubstitutionsPage',
    booking: './BookingPage',
  },
});
