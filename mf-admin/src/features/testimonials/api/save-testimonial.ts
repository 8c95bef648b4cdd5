// Creates or edits a testimonial. The database refuses `active` without `client_authorised`
// (isAuthorisationError); the form checks first.
import type { TablesInsert } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { testimonialKeys } from './keys';

function write({ id, row }: { id?: string; row: TablesInsert<'testimonials'> }) {
  const table = getSupabase().from('testimonials');
  return (id ? table.update(row).eq('id', id) : table.insert(row)).select().single();
}

export const useSaveTestimonial = () => useSupabaseWrite(write, [testimonialKeys.lists()]);
