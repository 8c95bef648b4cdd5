// The screens the picture tests (visual.spec.ts) compare: every public screen and every admin
// screen. A new screen is one row here; its baselines are written by
// `npm run test:visual -- --update-snapshots` (README, "Screens compared by picture").
export type VisualLanguage = 'es' | 'ar';

export interface VisualScreen {
  /** The baseline's file name: `<name>-<language>-<width>.png`. */
  name: string;
  /** The path in Spanish and in Arabic. Admin paths have no language: the switcher picks Arabic. */
  paths: Record<VisualLanguage, string>;
  /** Visible once the screen has rendered its content. */
  ready: string;
  /** Behind the admin sign-in. */
  admin?: boolean;
  /** Parts that change from one run to the next, painted over in the comparison. */
  mask?: string[];
}

const both = (path: string) => ({ es: path, ar: path });
// The date by which the admin must turn on two-step verification counts from the real day the seed ran.
const MFA_DEADLINE = '[role="status"]:has(a[href$="/seguridad"])';

const SERVICES: Array<[string, string, string]> = [
  ['civil', 'derecho-civil', 'civil-law'],
  ['family', 'derecho-familia', 'family-law'],
  ['labor', 'derecho-laboral', 'labor-law'],
  ['immigration', 'extranjeria', 'immigration'],
  ['inheritance', 'derecho-sucesorio', 'inheritance-law'],
];

export const PUBLIC_SCREENS: VisualScreen[] = [
  { name: 'home', paths: { es: '/', ar: '/ar' }, ready: '[data-page="home"] h1' },
  ...SERVICES.map(([id, es, ar]) => ({
    name: `service-${id}`,
    paths: { es: `/servicios/${es}-denia`, ar: `/ar/services/${ar}-denia` },
    ready: '[data-page="service"] h1',
  })),
  { name: 'contact', paths: { es: '/contacto', ar: '/ar/contact' }, ready: '[data-page="contact"] form' },
  { name: 'substitutions', paths: { es: '/sustituciones', ar: '/ar/substitutions' }, ready: '[data-page="substitutions"] form' },
  { name: 'testimonials', paths: { es: '/testimonios', ar: '/ar/testimonials' }, ready: '[data-page="testimonials"] h1' },
  { name: 'booking', paths: { es: '/reservar-cita', ar: '/ar/book-a-consultation' }, ready: '[data-page="booking"] input[name="day"]' },
  { name: 'blog', paths: { es: '/blog', ar: '/ar/blog' }, ready: '[data-page="blog"] article' },
  {
    name: 'post',
    paths: { es: '/blog/divorcio-mutuo-acuerdo-notario-juzgado', ar: '/ar/blog/divorcio-mutuo-acuerdo-notario-juzgado' },
    ready: '[data-page="blogPost"] h1',
  },
  { name: 'not-found', paths: { es: '/esta-pagina-no-existe', ar: '/ar/no-such-page' }, ready: 'h1' },
];

export const ADMIN_SCREENS: VisualScreen[] = [
  { name: 'admin-login', paths: both('/admin-login'), ready: '[data-page="adminLogin"] form' },
  { name: 'admin-dashboard', paths: both('/config-blogmr/dashboard'), ready: '[data-testid="posts-published"]', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-posts', paths: both('/config-blogmr/posts'), ready: '[data-page="admin:posts"] tbody tr', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-post-editor', paths: both('/config-blogmr/post/new'), ready: '[data-page="admin"] form', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-inbox', paths: both('/config-blogmr/cuestionario'), ready: '[data-page="admin"] h1', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-substitutions', paths: both('/config-blogmr/sustituciones'), ready: '[data-page="admin"] h1', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-bookings', paths: both('/config-blogmr/citas'), ready: '[data-page="admin:citas"] h2', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-hours', paths: both('/config-blogmr/horarios'), ready: '[data-page="admin:horarios"] form', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-testimonials', paths: both('/config-blogmr/opiniones'), ready: '[data-page="admin"] h1', admin: true, mask: [MFA_DEADLINE] },
  // Ready when its table is: the screen's heading comes before its data (~80 locale files and the overrides).
  { name: 'admin-translations', paths: both('/config-blogmr/traducciones'), ready: '[data-testid="completeness"]', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-notices', paths: both('/config-blogmr/avisos'), ready: '[data-page="admin"] h1', admin: true, mask: [MFA_DEADLINE] },
  { name: 'admin-security', paths: both('/config-blogmr/seguridad'), ready: '[data-page="admin"] h1', admin: true, mask: [MFA_DEADLINE] },
];
