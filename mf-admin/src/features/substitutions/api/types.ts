export const SUBSTITUTION_STATUSES = ['new', 'accepted', 'assigned', 'done', 'rejected'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];
/** Statuses in which the hearing still needs someone. */
export const OPEN_STATUSES: readonly SubstitutionStatus[] = ['new', 'accepted', 'assigned'];
export const WHEN_FILTERS = ['all', 'upcoming', 'overdue', 'past'] as const;
export type WhenFilter = (typeof WHEN_FILTERS)[number];

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

export interface SubstitutionFilters {
  search: string;
  status: string;
  when: WhenFilter;
}

export const DEFAULT_SUBSTITUTION_FILTERS: SubstitutionFilters = { search: '', status: '', when: 'all' };

/** Today as the browser's calendar day (hearings are local dates). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The hearing has started and nobody closed the request. */
export function isOverdue(request: Pick<SubstitutionRequest, 'status' | 'hearing_date' | 'hearing_time'>, now = new Date()): boolean {
  if (!OPEN_STATUSES.includes(request.status)) return false;
  const [year, month, day] = request.hearing_date.split('-').map(Number);
  const [hours = 0, minutes = 0] = request.hearing_time.split(':').map(Number);
  return new Date(year, month - 1, day, hours, minutes).getTime() < now.getTime();
}
