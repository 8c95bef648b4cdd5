// Free times grouped by the office's calendar day, and shown in the visitor's time zone with the
// office time (Europe/Madrid) beside it.
export const OFFICE_TIME_ZONE = 'Europe/Madrid';

export interface Slot {
  starts_at: string;
  ends_at: string;
}

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || OFFICE_TIME_ZONE;
  } catch {
    return OFFICE_TIME_ZONE;
  }
}

/** YYYY-MM-DD of an instant in the office's time zone. */
export function officeDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** Today in the office's calendar, plus `days`. */
export function officeDayFromNow(days: number, now = Date.now()): string {
  return officeDay(new Date(now + days * 86_400_000).toISOString());
}

export function groupByDay(slots: Slot[]): Array<{ day: string; slots: Slot[] }> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = officeDay(slot.starts_at);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

export function formatTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}
