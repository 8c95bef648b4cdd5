// A row of contact_requests, and the values of its coded columns.
export const CONTACT_STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const PRACTICE_AREAS = ['civil', 'family', 'labor', 'immigration', 'inheritance', 'other'] as const;

export interface ContactRequest {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  consultation_format: string;
  practice_area: string;
  message: string;
  language: string;
  consent_given: boolean;
  consent_text_version: string;
  consent_at: string;
  status: ContactStatus;
  status_changed_by: string | null;
  status_changed_at: string | null;
  created_at: string;
}
