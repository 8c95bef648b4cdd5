// mf-marketing's pages for the build-time renderer (site-generator/cli.ts): the modules the app exposes
// in config/apps.mjs (config/apps.test.ts checks they match), loaded from this app's server build.
import { serverRemote } from '../../config/mf/server-remote';

export const remote = serverRemote({
  './HomePage': () => import('./pages/home-page'),
  './ServicePage': () => import('./pages/service-page'),
  './ContactPage': () => import('./pages/contact-page'),
  './TestimonialsPage': () => import('./pages/testimonials-page'),
  './SubstitutionsPage': () => import('./pages/substitutions-page'),
  './BookingPage': () => import('./pages/booking-page'),
});
