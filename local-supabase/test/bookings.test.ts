// Online booking: free times computed in one place, Europe/Madrid wall-clock hours across the summer-time
// changes, no double booking under 50 simultaneous attempts, cancel by link token, and what anonymous
// visitors can and cannot see.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, signedInClient } from './helpers.ts';

const service = serviceClient();
// Sundays: the seeded lawyers never work on Sundays, so these slots belong to the test's lawyer alone.
const SUNDAY = 7;
let lawyerId: string;

/** The first Sunday at least `minDays` days ahead, as YYYY-MM-DD (local calendar day). */
function nextSunday(minDays: number): string {
  const day = new Date(Date.now() + minDays * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

const booking = (startsAt: string, email = `booker-${randomUUID().slice(0, 8)}@example.com`) => ({
  mode: 'video',
  practice_area: 'inheritance',
  starts_at: startsAt,
  name: 'Jane Booker',
  email,
  phone: '+44 7700 900123',
  description: 'Inheritance of a flat in Dénia from my mother.',
  language: 'en',
  time_zone: 'Europe/London',
  consent_given: true,
  consent_text_version: 'test',
});

async function freeSlots(client: SupabaseClient, day: string) {
  const { data, error } = await client.rpc('free_booking_slots', { booking_mode: 'video', from_day: day, to_day: day });
  if (error) throw error;
  return (data as Array<{ starts_at: string }>).map((slot) => new Date(slot.starts_at).toISOString());
}

beforeAll(async () => {
  const { data, error } = await service.from('booking_lawyers').insert({ name: 'Test Lawyer' }).select('id').single();
  if (error) throw error;
  lawyerId = data.id;
  const { error: availabilityError } = await service
    .from('booking_availability')
    .insert({ lawyer_id: lawyerId, mode: 'video', weekday: SUNDAY, start_time: '10:00', end_time: '12:00' });
  if (availabilityError) throw availabilityError;
});

afterAll(async () => {
  await service.from('bookings').delete().eq('lawyer_id', lawyerId);
  await service.from('booking_lawyers').delete().eq('id', lawyerId);
  await service.from('booking_settings').update({ horizon_days: 60 }).eq('id', true);
});

describe('free times', () => {
  it('are the office hours in Madrid, meeting plus buffer apart, and show no names', async () => {
    const day = nextSunday(3);
    const { data, error } = await anonClient().rpc('free_booking_slots', { booking_mode: 'video', from_day: day, to_day: day });
    expect(error).toBeNull();
    const local = (data as Array<{ starts_at: string; ends_at: string }>).map((slot) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(slot.starts_at)),
    );
    expect(local).toEqual(['10:00', '11:00']); // 45 min + 15 min buffer; 11:00–11:45 ends before 12:00
    expect(Object.keys((data as object[])[0]).sort()).toEqual(['ends_at', 'starts_at']);
  });

  it('keep the office hour across the changes to and from summer time', async () => {
    await service.from('booking_settings').update({ horizon_days: 365 }).eq('id', true);
    // 2027-03-28 and 2027-10-31 are the last Sundays of March and October.
    const cases: Array<[string, string]> = [
      ['2027-03-21', '2027-03-21T09:00:00.000Z'], // CET, UTC+1
      ['2027-03-28', '2027-03-28T08:00:00.000Z'], // CEST from 02:00 that night, UTC+2
      ['2027-10-24', '2027-10-24T08:00:00.000Z'], // CEST
      ['2027-10-31', '2027-10-31T09:00:00.000Z'], // CET again from 03:00 that night
    ];
    for (const [day, firstSlot] of cases) {
      expect((await freeSlots(anonClient(), day))[0], day).toBe(firstSlot);
    }
  });

  it('skip holidays and what is too soon or beyond the horizon', async () => {
    await service.from('booking_settings').update({ horizon_days: 365 }).eq('id', true);
    const { error } = await service.from('booking_closures').insert({ day: '2027-03-21', scope: 'firm', name: 'Test closure' });
    expect(error).toBeNull();
    expect(await freeSlots(anonClient(), '2027-03-21')).toEqual([]);
    await service.from('booking_closures').delete().eq('name', 'Test closure');
    await service.from('booking_settings').update({ horizon_days: 60 }).eq('id', true);
    expect(await freeSlots(anonClient(), '2027-10-31')).toEqual([]); // beyond 60 days
    const today = new Date().toISOString().slice(0, 10);
    expect(await freeSlots(anonClient(), today)).toEqual([]); // less than 24 h notice
  });
});

describe('booking', () => {
  it('50 simultaneous attempts on one slot give exactly one booking; the others are told it was just taken', async () => {
    const day = nextSunday(10);
    const [slot] = await freeSlots(anonClient(), day);
    const results = await Promise.all(Array.from({ length: 50 }, () => anonClient().rpc('book_consultation', { request: booking(slot) })));
    const booked = results.filter((result) => !result.error);
    const refused = results.filter((result) => result.error);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const result of refused) {
      expect(result.status).toBe(409);
      expect(result.error!.message).toBe('booking_slot_taken');
    }
    const { count } = await service.from('bookings').select('id', { count: 'exact', head: true }).eq('lawyer_id', lawyerId).eq('starts_at', slot);
    expect(count).toBe(1);
    expect(await freeSlots(anonClient(), day)).not.toContain(slot);
    expect(booked[0].data).toMatchObject({ mode: 'video', meeting_url: expect.stringMatching(/^https:\/\/meet\.jit\.si\/MRAbogados-[0-9a-f]{32}$/) });
  });

  it('a time that is not offered is refused', async () => {
    const day = nextSunday(17);
    const { error, status } = await anonClient().rpc('book_consultation', { request: booking(`${day}T10:30:00+01:00`) });
    expect(status).toBe(409);
    expect(error!.message).toBe('booking_slot_taken');
  });

  it('the link token shows and cancels the booking until it starts; the time is free again', async () => {
    const day = nextSunday(24);
    const [slot] = await freeSlots(anonClient(), day);
    const { data, error } = await anonClient().rpc('book_consultation', { request: booking(slot) });
    expect(error).toBeNull();
    const token = (data as { manage_token: string; id: string }).manage_token;
    const id = (data as { id: string }).id;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const shown = await anonClient().rpc('booking_by_token', { token });
    expect(shown.data).toMatchObject({ status: 'confirmed', can_cancel: true, mode: 'video' });
    expect(JSON.stringify(shown.data)).not.toContain('Jane');
    expect((await anonClient().rpc('booking_by_token', { token: 'f'.repeat(64) })).data).toBeNull();

    const cancelled = await anonClient().rpc('cancel_booking', { token });
    expect(cancelled.error).toBeNull();
    expect(await freeSlots(anonClient(), day)).toContain(slot);
    const again = await anonClient().rpc('cancel_booking', { token });
    expect(again.status).toBe(404);
    const { data: messages } = await service.from('outbox').select('kind').eq('request_id', id).order('kind');
    expect(messages!.map((m) => m.kind)).toEqual(['booking_ack', 'booking_cancelled_ack', 'booking_cancelled_firm', 'booking_firm']);
  });

  it('anonymous visitors cannot read bookings, lawyers or availability, nor book directly', async () => {
    const anon = anonClient();
    for (const table of ['bookings', 'booking_lawyers', 'booking_availability', 'booking_settings']) {
      const { data, error } = await anon.from(table).select('*');
      expect(error !== null || (data ?? []).length === 0, table).toBe(true);
    }
    const { error } = await anon
      .from('bookings')
      .insert({ ...booking(new Date().toISOString()), lawyer_id: lawyerId, ends_at: new Date().toISOString(), manage_token_hash: 'x' });
    expect(error).not.toBeNull();
  });
});

describe('the firm cancels', () => {
  it('with a reason, as an admin only; the visitor is told and the time is free again', async () => {
    const day = nextSunday(31);
    const [slot] = await freeSlots(anonClient(), day);
    const { data } = await anonClient().rpc('book_consultation', { request: { ...booking(slot), language: 'de' } });
    const id = (data as { id: string }).id;
    const user = await createUser();
    const userClient = await signedInClient(user.email, user.password);
    expect((await userClient.rpc('cancel_booking_by_firm', { booking_id: id, reason: 'Krankheit' })).error).not.toBeNull();
    expect((await anonClient().rpc('cancel_booking_by_firm', { booking_id: id, reason: 'Krankheit' })).error).not.toBeNull();

    const admin = await createUser({ admin: true });
    const adminClient = await signedInClient(admin.email, admin.password);
    const noReason = await adminClient.rpc('cancel_booking_by_firm', { booking_id: id, reason: ' ' });
    expect(noReason.error?.message).toBe('booking_reason_required');
    expect((await adminClient.rpc('cancel_booking_by_firm', { booking_id: id, reason: 'Die Anwältin ist krank.' })).error).toBeNull();
    expect(await freeSlots(anonClient(), day)).toContain(slot);
    const { data: message } = await service.from('outbox').select('kind, language, payload').eq('idempotency_key', `bookings:${id}:cancelled-by-firm`).single();
    expect(message).toEqual({ kind: 'booking_cancelled_ack', language: 'de', payload: { by_firm: true, declined: false, reason: 'Die Anwältin ist krank.' } });
    expect((await adminClient.rpc('cancel_booking_by_firm', { booking_id: id, reason: 'otra vez' })).status).toBe(404);
  });
});

describe('moving a booking', () => {
  it('the visitor moves it by the link to another free time; the old link stops working and the firm is told', async () => {
    const day = nextSunday(38);
    const [first, second] = await freeSlots(anonClient(), day);
    const { data } = await anonClient().rpc('book_consultation', { request: booking(first) });
    const { id, manage_token: token } = data as { id: string; manage_token: string };

    const notOffered = await anonClient().rpc('move_booking', { token, starts_at: `${day}T10:30:00+01:00` });
    expect(notOffered.status).toBe(409);
    expect((await anonClient().rpc('booking_by_token', { token })).data).toMatchObject({ status: 'confirmed', can_move: true });
    expect(await freeSlots(anonClient(), day)).not.toContain(first); // a refused move leaves it where it was

    const moved = await anonClient().rpc('move_booking', { token, starts_at: second });
    expect(moved.error).toBeNull();
    const newToken = (moved.data as { manage_token: string }).manage_token;
    expect(newToken).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date((moved.data as { starts_at: string }).starts_at).toISOString()).toBe(second);
    expect((await anonClient().rpc('booking_by_token', { token })).data).toBeNull();
    expect(await freeSlots(anonClient(), day)).toEqual([first]);

    // Back to the first time: its own current time never stands in its way.
    const back = await anonClient().rpc('move_booking', { token: newToken, starts_at: first });
    expect(back.error).toBeNull();
    const { data: row } = await service.from('bookings').select('sequence, starts_at').eq('id', id).single();
    expect(row).toMatchObject({ sequence: 2 });
    const { data: messages } = await service
      .from('outbox')
      .select('idempotency_key, kind, payload')
      .eq('request_id', id)
      .like('kind', 'booking_moved%')
      .order('idempotency_key');
    expect(messages!.map((message) => message.idempotency_key)).toEqual([
      `bookings:${id}:moved-firm:1`,
      `bookings:${id}:moved-firm:2`,
      `bookings:${id}:moved:1`,
      `bookings:${id}:moved:2`,
    ]);
    const ack = messages!.find((message) => message.idempotency_key === `bookings:${id}:moved:1`)!;
    expect(ack.payload).toMatchObject({ by_firm: false, manage_token: newToken });
    expect(new Date(ack.payload.previous_starts_at).toISOString()).toBe(first);
  });

  it('the firm moves it with a reason, as an admin only; the visitor is told why', async () => {
    const day = nextSunday(45);
    const [first, second] = await freeSlots(anonClient(), day);
    const { data } = await anonClient().rpc('book_consultation', { request: { ...booking(first), language: 'fr' } });
    const id = (data as { id: string }).id;
    const user = await createUser();
    const userClient = await signedInClient(user.email, user.password);
    expect((await userClient.rpc('reschedule_booking_by_firm', { booking_id: id, starts_at: second, reason: 'Audience' })).error).not.toBeNull();
    expect((await userClient.rpc('admin_free_booking_slots', { booking_mode: 'video', from_day: day, to_day: day })).error).not.toBeNull();

    const admin = await createUser({ admin: true });
    const adminClient = await signedInClient(admin.email, admin.password);
    const offered = await adminClient.rpc('admin_free_booking_slots', { booking_mode: 'video', from_day: day, to_day: day });
    expect((offered.data as Array<{ starts_at: string }>).map((slot) => new Date(slot.starts_at).toISOString())).toEqual([second]);
    expect((await adminClient.rpc('reschedule_booking_by_firm', { booking_id: id, starts_at: second, reason: '' })).error?.message).toBe(
      'booking_reason_required',
    );
    const moved = await adminClient.rpc('reschedule_booking_by_firm', { booking_id: id, starts_at: second, reason: "L'avocate a une audience." });
    expect(moved.error).toBeNull();
    expect(moved.data).not.toHaveProperty('manage_token');
    const { data: messages } = await service.from('outbox').select('kind, language, payload').eq('request_id', id).like('kind', 'booking_moved%');
    expect(messages).toHaveLength(1);
    expect(messages![0]).toMatchObject({ kind: 'booking_moved_ack', language: 'fr', payload: { by_firm: true, reason: "L'avocate a une audience." } });
  });
});

describe('reminders', () => {
  it('are queued once, 24 hours before, for bookings made earlier than that', async () => {
    const startsAt = new Date(Date.now() + 20 * 3_600_000);
    const { data, error } = await service
      .from('bookings')
      .insert({
        ...booking(startsAt.toISOString()),
        lawyer_id: lawyerId,
        ends_at: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
        manage_token_hash: randomUUID(),
        created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        updated_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await service.rpc('queue_booking_reminders')).error).toBeNull();
    expect((await service.rpc('queue_booking_reminders')).data).toBe(0);
    const { data: messages } = await service.from('outbox').select('idempotency_key, kind, language').eq('request_id', data!.id);
    expect(messages).toEqual([{ idempotency_key: `bookings:${data!.id}:reminder:0`, kind: 'booking_reminder', language: 'en' }]);
  });
});
