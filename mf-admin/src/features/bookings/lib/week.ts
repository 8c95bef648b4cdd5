// Weeks of the office calendar (Europe/Madrid): the Monday of a day, its seven days, and the instants
// that bound them (a week with a summer-time change is 167 or 169 hours long).
const ZONE = 'Europe/Madrid';

export function madridDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant of 00:00 in Madrid on a day. */
export function madridMidnight(day: string): string {
  // Madrid is UTC+1 or UTC+2; try both and keep the one that is midnight there.
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = new Date(`${day}T00:00:00${offset}`);
    if (madridDay(candidate) === day && new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(candidate) === '00') {
      return candidate.toISOString();
    }
  }
  return new Date(`${day}T00:00:00Z`).toISOString();
}
