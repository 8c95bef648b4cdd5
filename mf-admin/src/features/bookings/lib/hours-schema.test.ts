import { describe, expect, it } from 'vitest';
import { closureSchema, fieldErrors, hoursSchema, settingsSchema } from './hours-schema';

describe('hours rules', () => {
  it('keep the settings within the database limits and name the field', () => {
    const result = settingsSchema.safeParse({
      meeting_minutes: '10',
      buffer_minutes: 'x',
      horizon_days: 60,
      min_notice_hours: 24,
      video_room_base_url: 'http://meet',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ meeting_minutes: 'range|15|240', buffer_minutes: 'number', video_room_base_url: 'videoUrl' });
    expect(
      settingsSchema.parse({
        meeting_minutes: '60',
        buffer_minutes: '0',
        horizon_days: '90',
        min_notice_hours: '48',
        video_room_base_url: 'https://meet.jit.si/',
      }),
    ).toMatchObject({ meeting_minutes: 60 });
  });

  it('want hours that end after they start', () => {
    const result = hoursSchema.safeParse({ mode: 'video', weekday: '2', start_time: '14:00', end_time: '09:00' });
    expect(fieldErrors(result.error!)).toEqual({ end_time: 'endAfterStart' });
    expect(hoursSchema.safeParse({ mode: '', weekday: '0', start_time: '9', end_time: '' }).success).toBe(false);
  });

  it('want a lawyer for a lawyer day off, and drop it for a holiday', () => {
    expect(fieldErrors(closureSchema.safeParse({ day: '2027-01-07', name: 'Vacaciones', scope: 'lawyer', lawyer_id: null }).error!)).toEqual({
      lawyer_id: 'choose',
    });
    expect(closureSchema.parse({ day: '2027-01-07', name: ' Fiesta ', scope: 'local', lawyer_id: 'x' })).toEqual({
      day: '2027-01-07',
      name: 'Fiesta',
      scope: 'local',
      lawyer_id: null,
    });
  });
});
