// One whole contact request (message included), for the detail dialog.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import type { ContactRequest } from './types';

export const contactRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'contact_request', id],
    queryFn: async (): Promise<ContactRequest> => {
      const { data, error } = await getSupabase().from('contact_requests').select('*').eq('id', id).single();
      if (error) throw error;
      return data as ContactRequest;
    },
    staleTime: 30_000,
  });
