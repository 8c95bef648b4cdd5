// The booking form's rules, matching the bookings constraints (supabase/migrations/*_bookings.sql).
import { z } from 'zod';
import { PRACTICE_AREAS } from '@/lib/practice-areas';
import { EMAIL_MAX_LENGTH, emailField, PHONE_MAX_LENGTH, PHONE_PATTERN, requiredText } from '@/components/forms/validation';

export const BOOKING_MODES = ['video', 'phone', 'office'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** Each text field's most characters (its maxLength too): the bookings constraints. */
export const BOOKING_LIMITS = { name: 120, email: EMAIL_MAX_LENGTH, phone: PHONE_MAX_LENGTH, description: 2000 } as const;

export const bookingSchema = z
  .object({
    mode: z.enum(BOOKING_MODES, { message: 'choose' }),
    practiceArea: z.string().refine((value) => (PRACTICE_AREAS as readonly string[]).includes(value), 'choose'),
    day: z.string().min(1, 'chooseDay'),
    startsAt: z.string().min(1, 'chooseTime'),
    name: requiredText(2, BOOKING_LIMITS.name),
    email: emailField,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone'),
    description: requiredText(10, BOOKING_LIMITS.description),
    consent: z.boolean().refine((value) => value, 'consent'),
    website: z.string(), // honeypot, checked at submit
  })
  // A phone consultation needs a number to call.
  .refine((values) => values.mode !== 'phone' || values.phone !== '', { path: ['phone'], message: 'required' });

export type BookingValues = z.input<typeof bookingSchema>;
export type BookingData = z.output<typeof bookingSchema>;

export const EMPTY_BOOKING: BookingValues = {
  mode: 'video',
  practiceArea: '',
  day: '',
  startsAt: '',
  name: '',
  email: '',
  phone: '',
  description: '',
  consent: false,
  website: '',
};
