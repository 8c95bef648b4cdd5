// mf-marketing's pages for the build-time renderer (scripts/generate.ts): the modules of `exposes`
// in rsbuild.config.ts, loaded from this app's server build (config/mf/server-remote.test.ts keeps
// the two lists equal).
import type { ServerRemote } from '../../config/mf/server-remote';

declare let __webpack_public_path__: string;

export const remote: ServerRemote = {
  exposes: {
    './HomePage': () => import('./pages/home-page'),
    './ServicePage': () => import('./pages/service-page'),
    './ContactPage': () => import('./pages/contact-page'),
    './TestimonialsPage': () => import('./pages/testimonials-page'),
    './SubstitutionsPage': () => import('./pages/substitutions-page'),
    './BookingPage': () => import('./pages/booking-page'),
  },
  setAssetBase: (base) => {
    __webpack_public_path__ = base;
  },
};
