// A row of substitution_requests, and the values of its status.
import type { Tables } from 'shared-core/database';

export const SUBSTITUTION_STATUSES = ['new', 'accepted', 'assigned', 'done', 'rejected'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];
/** Statuses in which the hearing still needs someone. */
export const OPEN_STATUSES: readonly SubstitutionStatus[] = ['new', 'accepted', 'assigned'];

/** The status column's check constraint allows only SUBSTITUTION_STATUSES. */
export type SubstitutionRequest = Tables<'substitution_requests'> & { status: SubstitutionStatus };
