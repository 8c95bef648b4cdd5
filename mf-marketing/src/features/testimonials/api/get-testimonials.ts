// Active testimonials, newest first. RLS already hides inactive rows from anon;
// the filter keeps the intent explicit. Failures are logged and the section hides itself.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getPublicDb } from 'shared-core/public-db';

export type TestimonialRow = Tables<'testimonials'>;

export async function getTestimonials(): Promise<TestimonialRow[]> {
  const { data, error } = await getPublicDb().from('testimonials').select('*').eq('active', true).order('created_at', { ascending: false });
  if (error) {
    console.error('[mf-marketing] testimonials could not be loaded', error);
    throw new Error(error.message);
  }
  return data ?? [];
}

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['testimonials', 'active'], queryFn: getTestimonials });
