// Every testimonial (active or not: the admin session reads all), newest first, one page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { PAGE_SIZE } from '../../../components/pagination';
import type { Testimonial } from './types';

export function useTestimonials(page: number) {
  return useQuery({
    queryKey: ['admin', 'testimonials', page],
    queryFn: async () => {
      const from = page * PAGE_SIZE;
      const { data, error, count } = await getSupabase()
        .from('testimonials')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, from + PAGE_SIZE - 1);
      if (error?.code === 'PGRST103') return { rows: [] as Testimonial[], total: 0 };
      if (error) throw error;
      return { rows: (data ?? []) as Testimonial[], total: count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
