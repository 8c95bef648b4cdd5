// The worker of the pg_net stand-in (local-supabase/sql/platform.sql): sends the HTTP requests that
// net.http_post() queued once their transaction committed, and records each response in
// net._http_response, as pg_net's background worker does on a hosted project.
import type { Database } from './db.ts';
import { poll } from './poll.ts';
import { sql } from './sql.ts';

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  timeout_milliseconds: number;
}

export interface PgNetWorker {
  stop(): Promise<void>;
}

export function startPgNet(db: Database, options: { intervalMs?: number; onError?: (error: Error) => void } = {}): PgNetWorker {
  const inFlight = new Set<Promise<void>>();

  const send = async (request: QueuedRequest) => {
    let status: number | null = null;
    let content: string | null = null;
    let error: string | null = null;
    let timedOut = false;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : (request.body ?? undefined),
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      });
      status = response.status;
      content = await response.text();
    } catch (failure) {
      timedOut = (failure as Error).name === 'TimeoutError';
      error = (failure as Error).message;
    }
    if (poller.stopped) return;
    await db.query(
      sql`insert into net._http_response (id, status_code, content, timed_out, error_msg)
          values (${request.id}, ${status}, ${content}, ${timedOut}, ${error})`,
    );
  };

  const tick = async () => {
    const queued = await db.query<QueuedRequest>(
      `delete from net.http_request_queue
       returning id::text, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds`,
    );
    for (const request of queued) {
      const done = send(request)
        .catch((error: Error) => options.onError?.(error))
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    }
  };

  const poller = poll(tick, options.intervalMs ?? 200, options.onError);
  return {
    async stop() {
      await poller.stop();
      await Promise.allSettled(inFlight);
    },
  };
}

/** True when the database has the real pg_net, whose own worker sends the requests. */
export async function hasRealPgNet(db: Database): Promise<boolean> {
  const rows = await db.query<{ present: boolean }>("select exists (select 1 from pg_extension where extname = 'pg_net') as present");
  return rows[0]?.present === true;
}
