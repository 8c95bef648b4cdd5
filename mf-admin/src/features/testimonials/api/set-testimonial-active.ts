// The list's quick on/off switch (refused by the database without the client's authorisation).
import { getSupabase } from 'shared-core/supabase';
import { useSupabaseWrite } from '@/lib/use-supabase-write';
import { testimonialKeys } from './keys';

export const useSetTestimonialActive = () =>
  useSupabaseWrite(
    ({ id, active }: { id: string; active: boolean }) => getSupabase().from('testimonials').update({ active }).eq('id', id),
    [testimonialKeys.lists()],
  );
