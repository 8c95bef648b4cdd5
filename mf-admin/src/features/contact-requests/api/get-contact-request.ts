// One whole contact request (message included), for the detail dialog.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { dataOrThrow } from '@/lib/supabase-result';
import type { ContactRequest } from './contact-request';
import { contactRequestKeys } from './keys';

export const contactRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactRequestKeys.detail(id),
    queryFn: async (): Promise<ContactRequest> => dataOrThrow(await getSupabase().from('contact_requests').select('*').eq('id', id).single()) as ContactRequest,
    staleTime: 30_000,
  });
