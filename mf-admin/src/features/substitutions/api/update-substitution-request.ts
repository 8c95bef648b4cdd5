// Workflow step. The database refuses assigned/done without a lawyer and rejected without a
// reason (named check constraints); the form checks first so the message sits beside the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui/supabase';
import { substitutionRequestKey } from './get-substitution-request';
import type { SubstitutionRequest, SubstitutionStatus } from './types';

export interface SubstitutionChange {
  id: string;
  status: SubstitutionStatus;
  assigned_lawyer?: string | null;
  rejection_reason?: string | null;
}

export function useUpdateSubstitutionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: SubstitutionChange) => {
      const { data, error } = await getSupabase().from('substitution_requests').update(change).eq('id', id).select().single();
      if (error) throw error;
      return data as SubstitutionRequest;
    },
    onSuccess: async (row) => {
      queryClient.setQueryData(substitutionRequestKey(row.id), row);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'substitution_requests'] });
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
