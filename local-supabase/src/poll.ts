// A background loop for the platform's workers (pg_cron, pg_net): runs `tick`, waits `intervalMs`,
// again, never two ticks at once; errors go to onError and the loop goes on until stopped.
export interface Poller {
  /** Stops the loop; resolves once the tick in progress, if any, is over. */
  stop(): Promise<void>;
  readonly stopped: boolean;
}

export function poll(tick: () => Promise<void>, intervalMs: number, onError?: (error: Error) => void): Poller {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (stopped) return;
    current = tick()
      .catch((error: Error) => {
        if (!stopped) onError?.(error);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  timer = setTimeout(loop, intervalMs);
  return {
    get stopped() {
      return stopped;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
