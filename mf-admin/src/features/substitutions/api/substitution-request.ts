// A row of substitution_requests, and the values of its status.
export const SUBSTITUTION_STATUSES = ['new', 'accepted', 'assigned', 'done', 'rejected'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];
/** Statuses in which the hearing still needs someone. */
export const OPEN_STATUSES: readonly SubstitutionStatus[] = ['new', 'accepted', 'assigned'];

export interface SubstitutionRequest {
  id: string;
  lawyer_name: string;
  colegio: string;
  colegiado_number: string;
  email: string;
  phone: string;
  court: string;
  city: string;
  hearing_date: string;
  hearing_time: string;
  procedure_type: string;
  procurator_needed: boolean;
  notes: string | null;
  language: string;
  consent_text_version: string;
  consent_at: string;
  status: SubstitutionStatus;
  assigned_lawyer: string | null;
  rejection_reason: string | null;
  status_changed_by: string | null;
  status_changed_at: string | null;
  created_at: string;
}
