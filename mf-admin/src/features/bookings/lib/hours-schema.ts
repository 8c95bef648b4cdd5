// The rules of the hours screen, matching the constraints of supabase/migrations/*_bookings.sql, with
// translation keys (bookingsAdmin.errors.*) as messages.
import * as z from 'zod';

z.config({ jitless: true }); // no `new Function`: the admin runs under a CSP without unsafe-eval

const whole = (min: number, max: number) =>
  z.coerce.number({ message: 'number' }).int('number').min(min, `range|${min}|${max}`).max(max, `range|${min}|${max}`);

export const settingsSchema = z.object({
  meeting_minutes: whole(15, 240),
  buffer_minutes: whole(0, 120),
  horizon_days: whole(1, 365),
  min_notice_hours: whole(0, 336),
  video_room_base_url: z
    .string()
    .trim()
    .regex(/^https:\/\/\S+\/$/, 'videoUrl'),
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A closure's or a lawyer's name at most (closures_name_length, lawyers_name_length): the fields' maxLength too. */
export const NAME_MAX_LENGTH = 120;

export const hoursSchema = z
  .object({
    mode: z.enum(['office', 'phone', 'video'], { message: 'choose' }),
    weekday: z.coerce.number().int().min(1, 'choose').max(7, 'choose'),
    start_time: z.string().regex(TIME, 'time'),
    end_time: z.string().regex(TIME, 'time'),
  })
  .refine((hours) => !TIME.test(hours.start_time) || !TIME.test(hours.end_time) || hours.start_time < hours.end_time, {
    path: ['end_time'],
    message: 'endAfterStart',
  });

export const closureSchema = z
  .object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
    name: z.string().trim().min(2, 'name').max(NAME_MAX_LENGTH, 'name'),
    scope: z.enum(['national', 'regional', 'local', 'firm', 'lawyer'], { message: 'choose' }),
    lawyer_id: z.string().nullable(),
  })
  .refine((closure) => closure.scope !== 'lawyer' || Boolean(closure.lawyer_id), { path: ['lawyer_id'], message: 'choose' })
  .transform((closure) => ({ ...closure, lawyer_id: closure.scope === 'lawyer' ? closure.lawyer_id : null }));

/** The first message per field, as `bookingsAdmin.errors.*` keys with their values. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
