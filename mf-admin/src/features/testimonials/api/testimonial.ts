// A row of testimonials. Spanish lives in the bare columns (name, role, text), the other languages
// in field_xx.
import type { Language } from 'shared-i18n';

export interface Testimonial {
  id: string;
  name: string;
  role: string | null;
  text: string;
  image: string | null;
  platform_logo: string | null;
  active: boolean;
  client_authorised: boolean;
  client_authorised_at: string | null;
  created_at: string;
  [column: string]: unknown;
}

export type TestimonialField = 'name' | 'role' | 'text';
export const TESTIMONIAL_FIELDS: readonly TestimonialField[] = ['name', 'role', 'text'];

export const column = (field: TestimonialField, language: Language) => (language === 'es' ? field : `${field}_${language}`);

/** The database refused `active` without `client_authorised` (testimonials_active_requires_authorisation). */
export const isAuthorisationError = (error: unknown) =>
  String((error as { message?: string } | null)?.message ?? '').includes('testimonials_active_requires_authorisation');
