// Create, edit, delete and the quick active switch. The database refuses `active` without
// `client_authorised` (testimonials_active_requires_authorisation); the screens check first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import type { TablesInsert } from 'shared-ui/database';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'testimonials'] });
}

export function useSaveTestimonial() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, row }: { id?: string; row: TablesInsert<'testimonials'> }) => {
      const table = getSupabase().from('testimonials');
      const { data, error } = await (id ? table.update(row).eq('id', id) : table.insert(row)).select().single();
      if (error) throw error;
      return data;
    },
    onSuccess: invalidate,
  });
}

export function useSetTestimonialActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) => {
      const { error } = await getSupabase().from('testimonials').update({ active }).eq('id', id);
      if (error) throw error;
    },
    onSettled: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await getSupabase().from('testimonials').delete().eq('id', id);
      if (error) throw error;
    },
    onSuccess: invalidate,
  });
}

export const isAuthorisationError = (error: unknown) =>
  String((error as { message?: string } | null)?.message ?? '').includes('testimonials_active_requires_authorisation');
