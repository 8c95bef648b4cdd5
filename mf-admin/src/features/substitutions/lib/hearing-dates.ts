// Hearings are local calendar dates and times (the court's, which is the browser's in practice).
import { OPEN_STATUSES, type SubstitutionRequest } from '../api/substitution-request';

/** Today as the browser's calendar day. */
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
