// Active testimonials, newest first. RLS already hides inactive rows from anon;
// the filter keeps the intent explicit. Failures are logged and the section hides itself.
import { useQuery } from '@tanstack/react-query';
import { getPublicDb } from 'shared-ui/public-db';

export interface TestimonialRow {
  id: string;
  name: string;
  role: string | null;
  text: string;
  image: string | null;
  platform_logo: string | null;
  created_at: string;
  [translated: string]: unknown; // name_en, role_de, text_ar…
}

export async function getTestimonials(): Promise<TestimonialRow[]> {
  const { data, error } = await getPublicDb()
    .from('testimonials')
    .select('*')
    .eq('active', true)
    .order('created_at', { ascending: false });
  if (error) {
    console.error('[mf-marketing] testimonials could not be loaded', error);
    throw new Error(error.message);
  }
  return (data ?? []) as TestimonialRow[];
}

export function useTestimonials() {
  return useQuery({ queryKey: ['testimonials', 'active'], queryFn: getTestimonials });
}
