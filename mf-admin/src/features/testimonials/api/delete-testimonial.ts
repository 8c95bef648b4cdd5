import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { testimonialKeys } from './keys';

export const useDeleteTestimonial = () => useSupabaseWrite((id: string) => getSupabase().from('testimonials').delete().eq('id', id), [testimonialKeys.lists()]);
