// Creates or edits a testimonial. The database refuses `active` without `client_authorised`
// (isAuthorisationError); the form checks first.
import { getSupabase } from 'shared-ui/supabase';
import { useSupabaseWrite } from '../../../lib/use-supabase-write';
import { testimonialKeys } from './keys';
import type { Testimonial } from './testimonial';

function write({ id, row }: { id?: string; row: Record<string, unknown> }) {
  const table = getSupabase().from('testimonials');
  return (id ? table.update(row).eq('id', id) : table.insert(row)).select().single().overrideTypes<Testimonial, { merge: false }>();
}

export const useSaveTestimonial = () => useSupabaseWrite(write, [testimonialKeys.lists()]);
