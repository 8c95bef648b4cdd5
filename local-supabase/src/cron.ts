// Runs the jobs of the pg_cron stand-in (local-supabase/sql/platform.sql) the way pg_cron does on a
// hosted project: the schedules migrations registered with cron.schedule(), as the database owner, one
// run of a job at a time, each run recorded in cron.job_run_details. Schedules are pg_cron's: a
// five-field cron expression (UTC) or '<1-59> seconds'.
import type { Database } from './db.ts';
import { poll } from './poll.ts';
import { sql } from './sql.ts';

interface JobRow {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
}

export type Schedule = { everySeconds: number } | { fields: Array<Set<number>> };

const FIELD_RANGES: Array<[number, number]> = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 7], // day of week (0 and 7 are Sunday)
];

function parseField(text: string, [min, max]: [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Invalid cron field "${text}"`);
    const [, whole, from, to, step] = match;
    const start = whole === '*' ? min : Number(from);
    const end = whole === '*' ? max : to !== undefined ? Number(to) : step ? max : start;
    const increment = step ? Number(step) : 1;
    if (start < min || end > max || start > end || increment < 1) throw new Error(`Invalid cron field "${text}"`);
    for (let value = start; value <= end; value += increment) values.add(value);
  }
  return values;
}

export function parseSchedule(schedule: string): Schedule {
  const seconds = /^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$/i.exec(schedule);
  if (seconds) return { everySeconds: Number(seconds[1]) };
  const parts = schedule.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`Invalid schedule "${schedule}"`);
  const fields = parts.map((part, index) => parseField(part, FIELD_RANGES[index]));
  if (fields[4].has(7)) fields[4].add(0);
  return { fields };
}

/** Whether a cron-expression schedule fires in the minute that contains `at` (UTC). */
export function firesInMinute(schedule: Schedule, at: Date): boolean {
  if ('everySeconds' in schedule) return false;
  const [minute, hour, day, month, weekday] = schedule.fields;
  return (
    minute.has(at.getUTCMinutes()) && hour.has(at.getUTCHours()) && day.has(at.getUTCDate()) && month.has(at.getUTCMonth() + 1) && weekday.has(at.getUTCDay())
  );
}

export interface CronRunner {
  stop(): Promise<void>;
}

/** Polls cron.job every second and runs what is due. */
export function startCron(db: Database, options: { onError?: (error: Error) => void } = {}): CronRunner {
  const lastRun = new Map<string, number>();
  const running = new Map<string, Promise<void>>();

  const run = async (job: JobRow) => {
    const started = new Date();
    let status = 'succeeded';
    let message = '';
    try {
      await db.query(job.command);
      message = 'ok';
    } catch (error) {
      status = 'failed';
      message = (error as Error).message;
    }
    await db
      .query(
        sql`insert into cron.job_run_details (jobid, database, username, command, status, return_message, start_time, end_time)
            values (${job.jobid}, current_database(), current_user, ${job.command}, ${status}, ${message}, ${started}, now())`,
      )
      .catch((error: Error) => options.onError?.(error));
  };

  const tick = async () => {
    const now = Date.now();
    const jobs = await db.query<JobRow>('select jobid::text, jobname, schedule, command from cron.job where active');
    for (const job of jobs) {
      if (running.has(job.jobid)) continue; // pg_cron never overlaps runs of one job
      let schedule: Schedule;
      try {
        schedule = parseSchedule(job.schedule);
      } catch (error) {
        options.onError?.(error as Error);
        continue;
      }
      const last = lastRun.get(job.jobid);
      const due =
        'everySeconds' in schedule
          ? last === undefined || now - last >= schedule.everySeconds * 1000
          : firesInMinute(schedule, new Date(now)) && (last === undefined || Math.floor(last / 60_000) < Math.floor(now / 60_000));
      if (!due) continue;
      lastRun.set(job.jobid, now);
      const done = run(job).finally(() => running.delete(job.jobid));
      running.set(job.jobid, done);
    }
  };

  const poller = poll(tick, 1000, options.onError);
  return {
    async stop() {
      await poller.stop();
      await Promise.allSettled(running.values());
    },
  };
}

/** True when the database runs the real pg_cron, which then runs the jobs itself. */
export async function hasRealPgCron(db: Database): Promise<boolean> {
  const rows = await db.query<{ present: boolean }>("select exists (select 1 from pg_extension where extname = 'pg_cron') as present");
  return rows[0]?.present === true;
}
