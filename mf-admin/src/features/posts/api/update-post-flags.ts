// The list's quick editor: Spanish title and the three visibility flags only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { invalidatePostLists } from './invalidate-posts';
import { postKeys } from './keys';

export interface QuickEdit {
  title: string;
  hidden: boolean;
  show_on_homepage: boolean;
  show_additional_categories: boolean;
}

export function useUpdatePostFlags(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: QuickEdit) => {
      const { data, error } = await getSupabase().from('blog_posts').update(values).eq('id', id).select('id');
      if (error) throw error;
      if (!data || data.length === 0) throw Object.assign(new Error('not updated'), { code: '42501' });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.detail(id) });
      void invalidatePostLists(queryClient);
    },
  });
}
