// Books through book_consultation(): the same limits as the other public forms, a refusal when the
// time was taken a moment ago (booking_slot_taken), shown beside the time with fresh times, and one
// when this e-mail or connection already holds its open bookings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from 'shared-i18n';
import { CONSENT_TEXT_VERSION } from '@/components/forms/consent';
import { IntakeError, intakeRefusal, type IntakeRefusal } from '@/components/forms/intake-errors';
import { sendIntake } from '@/components/forms/send-intake';
import type { BookingData } from '../lib/booking-schema';
import { visitorTimeZone } from '../lib/slot-days';
import { FREE_SLOTS_KEY } from './get-free-slots';

const COLUMNS = { name: 'name', email: 'email', phone: 'phone', description: 'description' };
const LIMITS = { name: 120, email: 254, phone: 30, description: 2000 };
/** The booking's own refusals (supabase/migrations/*_intake_abuse.sql among them), beside the field they concern. */
const BOOKING_REFUSALS: Record<string, IntakeRefusal> = {
  booking_slot_taken: { fields: { startsAt: 'slotTaken' } },
  booking_invalid_time: { fields: { startsAt: 'slotTaken' } },
  booking_limit_email: { fields: { email: 'bookingLimitEmail' } },
  booking_limit_address: { fields: {}, form: 'bookingLimitAddress' },
};

export interface BookedConsultation {
  id: string;
  starts_at: string;
  ends_at: string;
  mode: string;
  meeting_url: string | null;
  manage_token: string;
}

export async function bookConsultation(data: BookingData, language: Language, humanCheckToken = ''): Promise<BookedConsultation> {
  const { data: booked, error } = await sendIntake(
    'booking',
    {
      mode: data.mode,
      practice_area: data.practiceArea,
      starts_at: data.startsAt,
      name: data.name,
      email: data.email,
      phone: data.phone || null,
      description: data.description,
      language,
      time_zone: visitorTimeZone(),
      consent_given: data.consent,
      consent_text_version: CONSENT_TEXT_VERSION,
      website: data.website,
    },
    humanCheckToken,
  );
  if (error) {
    const message = error.message || 'booking refused';
    throw new IntakeError(message, BOOKING_REFUSALS[message] ?? intakeRefusal(message, COLUMNS, LIMITS));
  }
  return booked as unknown as BookedConsultation;
}

/** @param humanCheckToken the Turnstile token of the attempt (../../../components/forms/human-check.tsx) */
export function useBookConsultation(language: Language, humanCheckToken: () => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: BookingData) => bookConsultation(data, language, humanCheckToken()),
    // Booked or taken meanwhile: either way the list of free times has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREE_SLOTS_KEY }),
  });
}
