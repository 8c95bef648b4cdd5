// Workflow step. The database refuses assigned/done without a lawyer and rejected without a
// reason (named check constraints); the form checks first so the message sits beside the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { dataOrThrow } from '@/lib/supabase-result';
import { substitutionKeys } from './keys';
import type { SubstitutionRequest, SubstitutionStatus } from './substitution-request';

export interface SubstitutionChange {
  id: string;
  status: SubstitutionStatus;
  assigned_lawyer?: string | null;
  rejection_reason?: string | null;
}

export function useUpdateSubstitutionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: SubstitutionChange) =>
      dataOrThrow(await getSupabase().from('substitution_requests').update(change).eq('id', id).select().single()) as SubstitutionRequest,
    onSuccess: async (row) => {
      queryClient.setQueryData(substitutionKeys.detail(row.id), row);
      // The list, its overdue count and the dashboard's count of new requests.
      await Promise.all([substitutionKeys.lists(), adminKeys.dashboard()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** Which form field a constraint error belongs to. */
export function constraintField(error: unknown): 'lawyer' | 'reason' | null {
  const message = String((error as { message?: string } | null)?.message ?? '');
  if (message.includes('substitution_requests_assigned_needs_lawyer') || message.includes('assigned_lawyer_length')) return 'lawyer';
  if (message.includes('substitution_requests_rejected_needs_reason') || message.includes('rejection_reason_length')) return 'reason';
  return null;
}
