// Every testimonial (active or not: the admin session reads all), newest first, one page at a time.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { readPage } from '@/lib/read-page';
import { testimonialKeys } from './keys';
import type { Testimonial } from './testimonial';

export const testimonialsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: testimonialKeys.list(page),
    queryFn: () =>
      readPage(
        (from, to) =>
          getSupabase()
            .from('testimonials')
            .select('*', { count: 'exact' })
            .order('created_at', { ascending: false })
            .order('id')
            .range(from, to)
            .overrideTypes<Testimonial[], { merge: false }>(),
        page,
      ),
    placeholderData: keepPreviousData,
  });
