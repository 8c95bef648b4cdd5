// How long a request has been waiting, in a short human form ("3 h", "2 d 4 h").
export const OVERDUE_MS = 24 * 60 * 60 * 1000;

export function waitingMs(since: string, now = Date.now()): number {
  const start = Date.parse(since);
  return Number.isNaN(start) ? 0 : Math.max(0, now - start);
}

export function waitingParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
