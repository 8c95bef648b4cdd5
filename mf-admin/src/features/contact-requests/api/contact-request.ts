// A row of contact_requests, and the values of its coded columns.
import type { Tables } from 'shared-core/database';

export const CONTACT_STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const PRACTICE_AREAS = ['civil', 'family', 'labor', 'immigration', 'inheritance', 'other'] as const;

/** The status column's check constraint allows only CONTACT_STATUSES. */
export type ContactRequest = Tables<'contact_requests'> & { status: ContactStatus };
