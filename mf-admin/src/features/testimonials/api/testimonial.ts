// A row of testimonials. Spanish lives in the bare columns (name, role, text), the other languages
// in field_xx.
import { translatedColumn } from 'shared-i18n';
import type { Tables } from 'shared-core/database';

export type Testimonial = Tables<'testimonials'>;

export type TestimonialField = 'name' | 'role' | 'text';
export const TESTIMONIAL_FIELDS: readonly TestimonialField[] = ['name', 'role', 'text'];

export const column = translatedColumn<TestimonialField>;

/** The database refused `active` without `client_authorised` (testimonials_active_requires_authorisation). */
export const isAuthorisationError = (error: unknown) =>
  String((error as { message?: string } | null)?.message ?? '').includes('testimonials_active_requires_authorisation');
