import { federatedApp } from '../config/rsbuild-app';
import { ports } from '../config/ports.mjs';

export default federatedApp({
  name: 'mf_marketing',
  dir: 'mf-marketing',
  port: ports.mf_marketing,
  title: 'Marketing — mf-marketing',
  serverEntry: 'src/server.ts',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ServicePage': './src/pages/service-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './TestimonialsPage': './src/pages/testimonials-page.tsx',
    './SubstitutionsPage': './src/pages/substitutions-page.tsx',
    './BookingPage': './src/pages/booking-page.tsx',
  },
});
