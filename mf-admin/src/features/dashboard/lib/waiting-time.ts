// "Waiting for 3 h" style durations for the oldest unanswered request.
export interface WaitingTime {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
}

export function waitingTime(since: string, now: Date = new Date()): WaitingTime {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
