// Sends a contact request through submit_contact_request() (../../../components/forms/send-intake.ts) (raw limits, anti-spam, rate limits; the
// database stamps consent, status and time). Refusals come back as an IntakeError the form shows.
import { useMutation } from '@tanstack/react-query';
import type { Language } from 'shared-i18n';
import { CONSENT_TEXT_VERSION } from '@/components/forms/consent';
import { IntakeError, intakeRefusal } from '@/components/forms/intake-errors';
import { sendIntake } from '@/components/forms/send-intake';
import type { ContactData } from '../lib/contact-schema';

const COLUMNS = { name: 'name', email: 'email', phone: 'phone', message: 'message' };
const LIMITS = { name: 120, email: 254, phone: 30, message: 5000 };

export async function createContactRequest(data: ContactData, language: Language, humanCheckToken = ''): Promise<void> {
  const { error } = await sendIntake(
    'contact',
    {
      name: data.name,
      email: data.email,
      phone: data.phone || null,
      consultation_format: data.consultationFormat,
      practice_area: data.practiceArea,
      message: data.message,
      language,
      consent_given: data.consent,
      consent_text_version: CONSENT_TEXT_VERSION,
      website: data.website,
    },
    humanCheckToken,
  );
  if (error) {
    const message = error.message || 'contact request refused';
    throw new IntakeError(message, intakeRefusal(message, COLUMNS, LIMITS));
  }
}

/** @param humanCheckToken the Turnstile token of the attempt (../../../components/forms/human-check.tsx) */
export function useCreateContactRequest(language: Language, humanCheckToken: () => string) {
  return useMutation({ mutationFn: (data: ContactData) => createContactRequest(data, language, humanCheckToken()) });
}
